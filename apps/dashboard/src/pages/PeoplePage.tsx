// People: the project's embedded-wallet users (provider, last seen, sign-in methods; no key or share is ever sent here) and its
// active sign-in sessions, each revocable; the emails wallet users confirmed (CapturedEmails).
import { useCallback, useEffect, useState } from 'react'
import type { PageProps } from '../App.tsx'
import type { People, Session } from '../api/schemas.ts'
import { CapturedEmails } from './CapturedEmails.tsx'
import { UserData } from './UserData.tsx'
import { UserMethods } from './UserMethods.tsx'

const when = (iso: string) => new Date(iso).toLocaleString()

export function PeoplePage({ api, projectId }: PageProps) {
  const [people, setPeople] = useState<People>()
  const [sessions, setSessions] = useState<Session[]>([])
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const [reload, setReload] = useState(0)
  const show = useCallback((next: { text: string; error: boolean }) => setMessage(next), [])

  useEffect(() => {
    if (!projectId) return
    let current = true
    Promise.all([api.people(projectId), api.sessions(projectId)]).then(
      ([users, active]) => current && (setPeople(users), setSessions(active)),
      (error: Error) => current && setMessage({ text: error.message, error: true }),
    )
    return () => {
      current = false
    }
  }, [api, projectId, reload])

  async function revoke(session: Session) {
    if (!projectId) return
    try {
      await api.revokeSession(projectId, session.id)
      setMessage({ text: `Session of ${session.email ?? session.userName ?? session.userId} revoked.`, error: false })
      setReload(reload + 1)
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }

  if (!projectId) return <p>Create a project first.</p>
  return (
    <>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
      <section aria-labelledby="users-title">
        <h3 id="users-title">Embedded-wallet users</h3>
        <p>{people?.count ?? 0} users signed in on this project.</p>
        <table>
          <caption className="visually-hidden">Embedded-wallet users</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Sign-in provider</th>
              <th scope="col">Last seen</th>
              <th scope="col">Sign-in methods</th>
              <th scope="col">Wallet</th>
              <th scope="col">Data</th>
            </tr>
          </thead>
          <tbody>
            {people?.data.map((person) => (
              <tr key={person.userId}>
                <td>{person.email ?? person.userId}</td>
                <td>{person.providers.join(', ')}</td>
                <td>{when(person.lastSeen)}</td>
                <td>
                  <UserMethods api={api} user={person} onMessage={show} />
                </td>
                <td>{person.hasWallet ? 'created' : 'none yet'}</td>
                <td>
                  <UserData
                    api={api}
                    user={person}
                    onMessage={show}
                    onDeleted={() => setReload((count) => count + 1)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="sessions-title">
        <h3 id="sessions-title">Active sign-in sessions</h3>
        <table>
          <caption className="visually-hidden">Active sign-in sessions</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Provider</th>
              <th scope="col">Signed in</th>
              <th scope="col">Expires</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sessions.length === 0 && (
              <tr>
                <td colSpan={5}>No active sessions.</td>
              </tr>
            )}
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>{session.email ?? session.userName ?? session.userId}</td>
                <td>{session.provider}</td>
                <td>{when(session.created)}</td>
                <td>{when(session.expiresAt)}</td>
                <td>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Revoke session of ${session.email ?? session.userName ?? session.userId}`}
                    onClick={() => void revoke(session)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <CapturedEmails api={api} projectId={projectId} onMessage={show} />
    </>
  )
}
