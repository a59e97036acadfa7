// A project's own social-provider clients: issuer, client id, client secret (write-only: the cloud seals it and
// only says "set" or "not set") and redirect URI. Without one, the cloud uses the operator's LATCH_OIDC_PROVIDERS.
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import { SOCIAL_CLIENT_PROVIDERS, type SocialProviderSettings } from '../api/schemas.ts'

const EMPTY = { issuer: '', clientId: '', redirectUri: '', clientSecret: '' }

export function SocialProviders({ api, projectId }: { api: AdminApi; projectId: string }) {
  const [list, setList] = useState<SocialProviderSettings[]>([])
  const [provider, setProvider] = useState<string>(SOCIAL_CLIENT_PROVIDERS[0])
  const [form, setForm] = useState(EMPTY)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const stored = list.find((entry) => entry.provider === provider)

  useEffect(() => {
    let current = true
    api.socialProviders(projectId).then(
      (rows) => current && setList(rows),
      (error: Error) => current && setMessage({ text: error.message, error: true }),
    )
    return () => {
      current = false
    }
  }, [api, projectId])

  /** the form shows the chosen provider's stored settings (never its secret) */
  function choose(next: string) {
    setProvider(next)
    const entry = list.find((row) => row.provider === next)
    setForm(
      entry
        ? { issuer: entry.issuer, clientId: entry.clientId, redirectUri: entry.redirectUri, clientSecret: '' }
        : EMPTY,
    )
  }

  async function act(action: () => Promise<SocialProviderSettings[]>, done: string) {
    try {
      setList(await action())
      setForm((current) => ({ ...current, clientSecret: '' }))
      setMessage({ text: done, error: false })
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }
  const save = () => {
    const { clientSecret, ...rest } = form
    return act(
      () => api.saveSocialProvider(projectId, provider, clientSecret ? { ...rest, clientSecret } : rest),
      `Settings of ${provider} saved.`,
    )
  }

  return (
    <section aria-labelledby="social-title">
      <h3 id="social-title">Social provider settings</h3>
      <p>
        A provider set here signs this project's users in with the project's own client; otherwise the cloud's
        operator-wide settings apply.
      </p>
      <table>
        <caption className="visually-hidden">Social provider settings</caption>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Issuer</th>
            <th scope="col">Client id</th>
            <th scope="col">Client secret</th>
            <th scope="col">Redirect URI</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.length === 0 && (
            <tr>
              <td colSpan={6}>None: the operator-wide providers apply.</td>
            </tr>
          )}
          {list.map((entry) => (
            <tr key={entry.provider}>
              <td>{entry.provider}</td>
              <td>{entry.issuer}</td>
              <td>{entry.clientId}</td>
              <td>{entry.clientSecret}</td>
              <td>{entry.redirectUri}</td>
              <td>
                <button
                  type="button"
                  className="danger"
                  aria-label={`Remove ${entry.provider} settings`}
                  onClick={() =>
                    void act(
                      () => api.deleteSocialProvider(projectId, entry.provider),
                      `Settings of ${entry.provider} removed.`,
                    )
                  }
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={(event) => (event.preventDefault(), void save())}>
        <div className="row">
          <label>
            Provider
            <select value={provider} onChange={(event) => choose(event.target.value)}>
              {SOCIAL_CLIENT_PROVIDERS.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </select>
          </label>
          <label>
            Issuer
            <input
              type="url"
              required
              value={form.issuer}
              placeholder="https://accounts.example.com"
              onChange={(event) => setForm({ ...form, issuer: event.target.value })}
            />
          </label>
          <label>
            Client id
            <input
              type="text"
              required
              value={form.clientId}
              onChange={(event) => setForm({ ...form, clientId: event.target.value })}
            />
          </label>
          <label>
            Client secret
            <input
              type="password"
              autoComplete="new-password"
              required={!stored}
              value={form.clientSecret}
              placeholder={stored ? 'set: leave empty to keep' : ''}
              onChange={(event) => setForm({ ...form, clientSecret: event.target.value })}
            />
          </label>
          <label>
            Redirect URI
            <input
              type="url"
              required
              value={form.redirectUri}
              onChange={(event) => setForm({ ...form, redirectUri: event.target.value })}
            />
          </label>
          <button type="submit">Save provider</button>
        </div>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
    </section>
  )
}
