// Projects: the list (copy an id, open one), a new project, and the open project's editor.
import { useState } from 'react'
import type { PageProps } from '../App.tsx'
import { projectInputSchema } from '../api/schemas.ts'
import { OperationsSummary } from '../components/OperationsSummary.tsx'
import { ProjectEditor } from './ProjectEditor.tsx'
import { SocialProviders } from './SocialProviders.tsx'
import { SponsoredGas } from './SponsoredGas.tsx'

export function ProjectsPage(props: PageProps) {
  const { api, projects, projectId, setProjectId, reloadProjects } = props
  const [id, setId] = useState('')
  const [name, setName] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const open = projects.find((project) => project.id === projectId)

  async function create(event: React.FormEvent) {
    event.preventDefault()
    const input = projectInputSchema.safeParse({ id, name })
    if (!input.success)
      return setMessage({ text: input.error.issues.map((issue) => issue.message).join('; '), error: true })
    try {
      await api.createProject(input.data)
      await reloadProjects()
      setProjectId(input.data.id)
      setId('')
      setName('')
      setMessage({ text: `Project ${input.data.id} created.`, error: false })
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }

  async function copy(projectIdToCopy: string) {
    await navigator.clipboard.writeText(projectIdToCopy).catch(() => undefined)
    setMessage({ text: `Copied ${projectIdToCopy}.`, error: false })
  }

  return (
    <>
      <OperationsSummary api={api} />
      <section aria-labelledby="projects-list">
        <h3 id="projects-list">All projects</h3>
        <table>
          <caption className="visually-hidden">All projects</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Project id</th>
              <th scope="col">Plan</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={project.id}>
                <td>{project.name}</td>
                <td>
                  <code>{project.id}</code>
                </td>
                <td>{project.plan}</td>
                <td className="row">
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Copy id ${project.id}`}
                    onClick={() => void copy(project.id)}
                  >
                    Copy id
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Edit ${project.name}`}
                    aria-pressed={project.id === projectId}
                    onClick={() => setProjectId(project.id)}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="new-project">
        <h3 id="new-project">New project</h3>
        <form className="row" onSubmit={(event) => void create(event)}>
          <label>
            Project id
            <input type="text" value={id} onChange={(event) => setId(event.target.value)} />
          </label>
          <label>
            Name
            <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit">Create project</button>
        </form>
      </section>
      <div role="status" aria-live="polite" className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </div>
      {open && <ProjectEditor key={open.id} {...props} project={open} />}
      {open && <SocialProviders key={`social-${open.id}`} api={props.api} projectId={open.id} />}
      {open && <SponsoredGas key={`gas-${open.id}`} api={props.api} projectId={open.id} />}
    </>
  )
}
