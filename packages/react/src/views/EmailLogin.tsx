// EmailLogin view ("Confirm email"): the code from the email; core connects once it is accepted.
import { useEffect, useState } from '../reactBindings.ts'
import { useChunks } from '../chunks.ts'
import { useEmailLogin } from '../hooks/useEmailLogin.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { CodeField } from './CodeField.tsx'
import { useSubmit } from './useSubmit.ts'

export default function EmailLogin() {
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const { email = '', newDevice, submitCode } = useEmailLogin()
  // a new device sets up its wallet right after the code: its view is fetched while the code is typed
  useEffect(() => {
    if (newDevice) void loadView('ConnectDevice')
  }, [newDevice, loadView])
  return (
    <div className="stack">
      <p>{t('codeSentTo', { email })}</p>
      {newDevice && <p className="muted small">{t('newDevice')}</p>}
      <CodeField submit={submitCode} />
      <ResendCode />
    </div>
  )
}

function ResendCode() {
  const { resendCode } = useEmailLogin()
  const { t } = useTranslator()
  const { pending, error, submit } = useSubmit(resendCode)
  const [sent, setSent] = useState(false)

  const resend = async () => {
    if (pending) return
    setSent(false)
    setSent(await submit())
  }

  return (
    <>
      <button type="button" className="secondary" aria-busy={pending || undefined} onClick={() => void resend()}>
        {t('resendCode')}
      </button>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
      <p className="muted small" role="status">
        {sent ? t('codeResent') : ''}
      </p>
    </>
  )
}
