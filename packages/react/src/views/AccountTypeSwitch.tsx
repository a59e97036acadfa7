// The embedded wallet's switch between its smart account and its EOA: the choice is kept per
// namespace and a network without smart accounts leaves the EOA with a message.
import { useState } from '../reactBindings.ts'
import { useAccountTypes } from '../hooks/useAccountTypes.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useSubmit } from './useSubmit.ts'

export function AccountTypeSwitch() {
  const { t } = useTranslator()
  const { accountType, switchAccountType } = useAccountTypes()
  const smart = accountType === 'smartAccount'
  const [unavailable, setUnavailable] = useState(false)
  const switching = useSubmit(async () => {
    const wanted = smart ? 'eoa' : 'smartAccount'
    setUnavailable((await switchAccountType(wanted)) !== wanted)
  })
  const error = switching.error ?? (unavailable ? t('smartAccountUnavailable') : undefined)
  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-busy={switching.pending || undefined}
        onClick={() => void switching.submit()}
      >
        {smart ? t('useEoa') : t('useSmartAccount')}
      </button>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
