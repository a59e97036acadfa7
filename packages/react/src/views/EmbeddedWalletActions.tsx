// The embedded wallet's own actions in Account: Sign-in methods (its own view), Export private key (the frame shows it, behind a fresh code),
// Download recovery file (behind the recovery code) and Sign out everywhere (every session and device of the account); a failure shows as the alert's text.
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { AccountTypeSwitch } from './AccountTypeSwitch.tsx'
import { useSubmit } from './useSubmit.ts'

export function EmbeddedWalletActions(props: { onSignedOut(): void }) {
  const latch = useLatchInstance()
  const { loadView } = useChunks()
  const { t } = useTranslator()
  const exporting = useSubmit(() => latch.exportPrivateKey())
  const savingFile = useSubmit(() => latch.downloadRecoveryFile())
  const signingOut = useSubmit(async () => {
    await latch.signOutEverywhere()
    props.onSignedOut()
  })
  const error = exporting.error ?? savingFile.error ?? signingOut.error
  const evm = useLatchSelector((state) => state.activeNamespace === 'eip155')
  return (
    <div className="stack" style={{ width: '100%' }}>
      {evm && <AccountTypeSwitch />}
      <button
        type="button"
        className="secondary"
        onPointerEnter={() => void loadView('SignInMethods')}
        onFocus={() => void loadView('SignInMethods')}
        onClick={() => latch.navigate('SignInMethods')}
      >
        {t('methods.open')}
      </button>
      <button
        type="button"
        className="secondary"
        onPointerEnter={() => void loadView('ExportWallet')}
        onFocus={() => void loadView('ExportWallet')}
        onClick={() => void exporting.submit()}
      >
        {t('exportPrivateKey')}
      </button>
      <button
        type="button"
        className="secondary"
        onPointerEnter={() => void loadView('ExportWallet')}
        onClick={() => void savingFile.submit()}
      >
        {t('downloadRecoveryFile')}
      </button>
      <button
        type="button"
        className="secondary"
        aria-busy={signingOut.pending || undefined}
        onClick={() => void signingOut.submit()}
      >
        {t('signOutEverywhere')}
      </button>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
