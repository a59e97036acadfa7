// People › one user's sign-in methods (email, passkeys, social logins: names and dates, never a key), loaded when the
// operator asks; each but the last can be unlinked after a support check, and the user's email is told.
import { useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { UserMethods as Methods } from '../api/schemas.ts'

export interface UserMethodsProps {
  api: AdminApi
  user: { userId: string; email: string | null }
  onMessage(message: { text: string; error: boolean }): void
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : 'unknown')

export function UserMethods({ api, user, onMessage }: UserMethodsProps) {
  const [methods, setMethods] = useState<Methods['methods']>()
  const who = user.email ?? user.userId

  async function load() {
    try {
      setMethods((await api.userMethods(user.userId)).methods)
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  async function unlink(method: Methods['methods'][number]) {
    try {
      setMethods((await api.unlinkUserMethod(user.userId, method.id)).methods)
      onMessage({ text: `${method.name} unlinked from ${who}; their email was told.`, error: false })
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  if (!methods)
    return (
      <button
        type="button"
        className="secondary"
        aria-label={`Show sign-in methods of ${who}`}
        onClick={() => void load()}
      >
        Show
      </button>
    )
  return (
    <ul aria-label={`Sign-in methods of ${who}`}>
      {methods.map((method) => (
        <li key={method.id}>
          {method.kind === 'social' ? method.provider : method.kind}: {method.name} (added {day(method.added)}, last
          used {day(method.lastUsed)}){' '}
          {methods.length > 1 && (
            <button
              type="button"
              className="danger"
              aria-label={`Unlink ${method.name} from ${who}`}
              onClick={() => void unlink(method)}
            >
              Unlink
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
