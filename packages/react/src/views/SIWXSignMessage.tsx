// SIWXSignMessage (SPEC §2 ): asks the connected wallet for one sign-in signature; core closes the
// modal on success, and Cancel returns to the last signed network or disconnects.
import { truncateAddress } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export default function SIWXSignMessage() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const state = useLatchSelector((s) => ({
    address: s.accounts[s.activeNamespace]?.address,
    network: s.activeNetwork.name,
    signing: s.siwx.status === 'signing',
    error: s.siwx.error,
    required: !latch.canClose(),
  }))
  return (
    <div className="stack">
      <p className="center">{t('siwxIntro')}</p>
      {state.required && <p className="center muted small">{t('siwxRequired')}</p>}
      {state.address && (
        <p className="center mono">
          {truncateAddress(state.address)} · {state.network}
        </p>
      )}
      {state.error && (
        <p className="center error small" role="alert">
          {state.error}
        </p>
      )}
      {state.signing && (
        <p className="center muted small" role="status">
          {t('siwxSigning')}
        </p>
      )}
      <button type="button" className="primary" disabled={state.signing} onClick={() => void latch.signIn()}>
        {t('siwxSign')}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={state.signing}
        onClick={() => void latch.cancelSignIn().catch(() => undefined)}
      >
        {t('siwxCancel')}
      </button>
    </div>
  )
}
