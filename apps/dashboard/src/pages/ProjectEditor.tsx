// One project: name, plan, remote features (socials and their providers), analytics, allowed origins with the
// live "would this origin pass?" check, and deletion. Saved in one PUT: refused as a whole or stored as a whole.
import { useState } from 'react'
import type { PageProps } from '../App.tsx'
import { PLANS, type Project, SOCIALS } from '../api/schemas.ts'
import { BASIC_FIXED, draftOf, FEATURES, featuresToSave } from '../features.ts'
import { OriginCheck } from './OriginCheck.tsx'

export function ProjectEditor({ api, project, reloadProjects }: PageProps & { project: Project }) {
  const [name, setName] = useState(project.name)
  const [plan, setPlan] = useState(project.plan)
  const [draft, setDraft] = useState(() => draftOf(project.features))
  const [analytics, setAnalytics] = useState(project.isAnalyticsEnabled)
  const [rpcQuota, setRpcQuota] = useState(project.rpcDailyQuota ? String(project.rpcDailyQuota) : '')
  const [origins, setOrigins] = useState(project.allowedOrigins)
  const [newOrigin, setNewOrigin] = useState('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const basic = plan === 'basic'

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action()
      setMessage({ text: done, error: false })
      await reloadProjects()
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }
  const save = () =>
    run(
      () =>
        api.updateProject(project.id, {
          name,
          plan,
          features: featuresToSave(draft, plan),
          isAnalyticsEnabled: analytics,
          allowedOrigins: origins,
          rpcDailyQuota: rpcQuota.trim() ? Number(rpcQuota) : null,
        }),
      'Saved. The modal gets the change on its next load.',
    )
  const addOrigin = () => {
    const value = newOrigin.trim()
    if (value && !origins.includes(value)) setOrigins([...origins, value])
    setNewOrigin('')
  }

  return (
    <section aria-labelledby="editor-title">
      <h3 id="editor-title">Project {project.id}</h3>
      <form onSubmit={(event) => (event.preventDefault(), void save())}>
        <div className="row">
          <label>
            Project name
            <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <label>
            Plan
            <select value={plan} onChange={(event) => setPlan(event.target.value as Project['plan'])}>
              {PLANS.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
            Analytics
          </label>
          <label>
            RPC calls a day (empty: the operator's default)
            <input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={rpcQuota}
              onChange={(event) => setRpcQuota(event.target.value)}
            />
          </label>
        </div>
        <fieldset>
          <legend>Remote features{basic ? ' (the basic plan fixes most of them)' : ''}</legend>
          {FEATURES.map(({ id, label }) => {
            const fixed = basic ? BASIC_FIXED[id] : undefined
            return (
              <label key={id}>
                <input
                  type="checkbox"
                  checked={fixed ?? draft.switches[id]}
                  disabled={fixed !== undefined}
                  onChange={(event) =>
                    setDraft({ ...draft, switches: { ...draft.switches, [id]: event.target.checked } })
                  }
                />
                {label}
              </label>
            )
          })}
        </fieldset>
        <fieldset disabled={basic}>
          <legend>Socials</legend>
          {SOCIALS.map((social) => (
            <label key={social}>
              <input
                type="checkbox"
                checked={!basic && draft.socials.includes(social)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    socials: event.target.checked
                      ? SOCIALS.filter((entry) => entry === social || draft.socials.includes(entry))
                      : draft.socials.filter((entry) => entry !== social),
                  })
                }
              />
              {social}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Allowed origins</legend>
          <ul aria-label="Allowed origins">
            {origins.map((origin) => (
              <li key={origin} className="row">
                <code>{origin}</code>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Remove ${origin}`}
                  onClick={() => setOrigins(origins.filter((entry) => entry !== origin))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className="row">
            <label>
              New origin
              <input
                type="text"
                placeholder="https://*.example.com"
                value={newOrigin}
                onChange={(event) => setNewOrigin(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    addOrigin()
                  }
                }}
              />
            </label>
            <button type="button" className="secondary" onClick={addOrigin}>
              Add origin
            </button>
          </div>
          <OriginCheck api={api} origins={origins} />
        </fieldset>
        <div className="row">
          <button type="submit">Save project</button>
          {!confirmDelete && (
            <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
              Delete project
            </button>
          )}
          {confirmDelete && (
            <>
              <button
                type="button"
                className="danger"
                onClick={() => void run(() => api.deleteProject(project.id), `Project ${project.id} deleted.`)}
              >
                Confirm delete {project.id}
              </button>
              <button type="button" className="secondary" onClick={() => setConfirmDelete(false)}>
                Keep it
              </button>
            </>
          )}
        </div>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
    </section>
  )
}
