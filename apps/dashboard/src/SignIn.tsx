// Sign-in with the cloud's admin token (LATCH_ADMIN_TOKEN); `npm start` prints a link that signs in at once.
import { useState } from 'react'

export function SignIn({ error, onToken }: { error?: string; onToken(token: string): void }) {
  const [value, setValue] = useState('')
  return (
    <main>
      <h1>Latch dashboard</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (value.trim()) onToken(value.trim())
        }}
      >
        <p>Sign in with the cloud's admin token (LATCH_ADMIN_TOKEN).</p>
        <label>
          Admin token
          <input
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <button type="submit">Sign in</button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </form>
    </main>
  )
}
