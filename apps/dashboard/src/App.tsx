// The dashboard's shell: sign-in with the admin token, the pages, and the project the pages look at.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { AdminApiError, type AdminApi, createAdminApi } from './api/client.ts'
import type { Project } from './api/schemas.ts'
import { AnalyticsPage } from './pages/AnalyticsPage.tsx'
import { BlockListPage } from './pages/BlockListPage.tsx'
import { CataloguePage } from './pages/CataloguePage.tsx'
import { PeoplePage } from './pages/PeoplePage.tsx'
import { ProjectsPage } from './pages/ProjectsPage.tsx'
import { SignIn } from './SignIn.tsx'
import { forgetToken, keepToken, takeToken } from './token.ts'

const PAGES = [
  { path: '/projects', title: 'Projects' },
  { path: '/catalogue', title: 'Catalogue' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/people', title: 'People' },
  { path: '/block-list', title: 'Block list' },
] as const
type PagePath = (typeof PAGES)[number]['path']

const pageOf = (pathname: string): PagePath => PAGES.find((page) => page.path === pathname)?.path ?? '/projects'

export interface PageProps {
  api: AdminApi
  projects: Project[]
  projectId: string | undefined
  setProjectId(id: string): void
  reloadProjects(): Promise<void>
}

export function App() {
  const [token, setToken] = useState(takeToken)
  const api = useMemo(() => (token ? createAdminApi(token) : undefined), [token])
  const [page, setPage] = useState<PagePath>(() => pageOf(location.pathname))
  const [projects, setProjects] = useState<Project[]>([])
  const [projectId, setProjectId] = useState<string>()
  const [error, setError] = useState<string>()

  const reloadProjects = useCallback(async () => {
    if (!api) return
    try {
      const list = await api.listProjects()
      setProjects(list)
      setProjectId((current) => (current && list.some((project) => project.id === current) ? current : list[0]?.id))
      setError(undefined)
    } catch (caught) {
      if (caught instanceof AdminApiError && caught.status === 401) {
        forgetToken()
        setToken(null)
        setError('The admin token was refused.')
      } else setError(caught instanceof Error ? caught.message : String(caught))
    }
  }, [api])

  useEffect(() => void reloadProjects(), [reloadProjects])
  useEffect(() => {
    const onPop = () => setPage(pageOf(location.pathname))
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [])
  const title = PAGES.find((candidate) => candidate.path === page)!.title
  useEffect(() => {
    document.title = `${title} · Latch dashboard`
  }, [title])

  if (!api) {
    return <SignIn error={error} onToken={(value) => (keepToken(value), setToken(value))} />
  }
  const go = (path: PagePath) => (event: React.MouseEvent) => {
    event.preventDefault()
    history.pushState(null, '', path)
    setPage(path)
  }
  const props: PageProps = { api, projects, projectId, setProjectId, reloadProjects }
  return (
    <>
      <header>
        <h1>Latch dashboard</h1>
        <nav aria-label="Pages">
          <ul>
            {PAGES.map((entry) => (
              <li key={entry.path}>
                <a href={entry.path} aria-current={entry.path === page ? 'page' : undefined} onClick={go(entry.path)}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <label>
          Project
          <select value={projectId ?? ''} onChange={(event) => setProjectId(event.target.value)}>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name} ({project.id})
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" onClick={() => (forgetToken(), setToken(null))}>
          Sign out
        </button>
      </header>
      <main>
        <h2>{title}</h2>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {page === '/projects' && <ProjectsPage {...props} />}
        {page === '/catalogue' && <CataloguePage {...props} />}
        {page === '/analytics' && <AnalyticsPage {...props} />}
        {page === '/people' && <PeoplePage {...props} />}
        {page === '/block-list' && <BlockListPage {...props} />}
      </main>
    </>
  )
}
