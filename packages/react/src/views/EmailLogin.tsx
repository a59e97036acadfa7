// EmailLogin view ("Confirm email"): the code from the email; core connects once it is accepted.
import { useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { errorText } from '../embedded/api.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { CodeField } from './CodeField.tsx'

export default function EmailLogin() {
  const latch = useLatchInstance()
  const { email, action } = useLatchSelector((state) => ({
    email: state.embedded.email ?? '',
    action: state.embedded.emailAction,
  }))
  return (
    <div className="stack">
      <p>{UI.codeSentTo(email)}</p>
      {action === 'VERIFY_DEVICE' && <p className="muted small">{UI.newDevice}</p>}
      <CodeField submit={(code) => latch.submitEmailCode(code)} />
      <ResendCode />
    </div>
  )
}

function ResendCode() {
  const latch = useLatchInstance()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<{ error?: string; sent?: boolean }>({})

  const resend = async () => {
    if (pending) return
    setPending(true)
    setResult({})
    try {
      await latch.resendEmailCode()
      setResult({ sent: true })
    } catch (cause) {
      setResult({ error: errorText(cause, UI.somethingWentWrong) })
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button type="button" className="secondary" aria-busy={pending || undefined} onClick={() => void resend()}>
        {UI.resendCode}
      </button>
      {result.error && (
        <p className="error small" role="alert">
          {result.error}
        </p>
      )}
      <p className="muted small" role="status">
        {result.sent ? UI.codeResent : ''}
      </p>
    </>
  )
}
