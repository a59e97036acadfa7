// Connect's email method: one address field; core sends the code and moves on to EmailLogin.
import { useId, useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { errorText } from '../embedded/api.ts'
import { UI } from '../texts.ts'
import { loadView } from './loaders.ts'

export function EmailForm() {
  const latch = useLatchInstance()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const submit = async () => {
    if (pending) return
    setPending(true)
    setError(undefined)
    try {
      await latch.connectEmail(email.trim())
    } catch (cause) {
      setError(errorText(cause, UI.somethingWentWrong))
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label className="small muted" htmlFor={id}>
        {UI.email}
      </label>
      <input
        id={id}
        className="search"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => void loadView('EmailLogin')}
      />
      {/* not disabled while waiting: a disabled button would drop the focus */}
      <button type="submit" className="primary" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
        {UI.continue}
      </button>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
