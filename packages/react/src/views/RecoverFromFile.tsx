// Under the email field: a person the cloud no longer lets in opens their recovery file with its code in the
// embedded wallet's frame, which rebuilds the keys from it and this device's share without signing in.
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useSubmit } from './useSubmit.ts'

export function RecoverFromFile() {
  const latch = useLatchInstance()
  const { loadView } = useChunks()
  const { t } = useTranslator()
  const recovering = useSubmit(() => latch.recoverFromFile())
  return (
    <>
      <button
        type="button"
        className="text-link small"
        onPointerEnter={() => {
          void loadView('ExportWallet')
          latch.preloadEmbeddedWallet()
        }}
        onClick={() => void recovering.submit()}
      >
        {t('recoverFromFile')}
      </button>
      {recovering.error && (
        <p className="error small" role="alert">
          {recovering.error}
        </p>
      )}
    </>
  )
}
