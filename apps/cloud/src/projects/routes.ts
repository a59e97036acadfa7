// Project configuration (SPEC §4, §7: remote features, allowed origins) and the operator's project admin API.
import { Hono } from 'hono'
import { z } from 'zod'
import { cachesOf } from '../cache/caches.ts'
import type { Built } from '../cache/responses.ts'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { requireAdmin } from './admin.ts'
import { sponsoredCaip2 } from '../paymaster/sponsor.ts'
import { remoteFeaturesOf } from './features.ts'
import { requireProject } from './guard.ts'
import { originCheckSchema, projectIdSchema, projectInputSchema, projectUpdateSchema, sdkQuerySchema } from './input.ts'
import { checkOrigin } from './originRules.ts'
import { createProject, deleteProject, projectView, updateProject } from './service.ts'
import { listProjects } from './store.ts'

const ADMIN_BODY_BYTES = 64 * 1024

/** a project's settings: browsers keep them but ask again each time (ETag: a 304 while nothing changed) */
export const PROJECT_CACHE_CONTROL = 'no-cache'

/** a JSON answer that changes only with its project */
export const projectJson = (value: unknown): Built => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json', 'cache-control': PROJECT_CACHE_CONTROL },
})

export function projectsRoutes(context: CloudContext) {
  const app = new Hono()
  const responses = cachesOf(context).projectResponses

  app.get('/appkit/v1/config', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    // the plan lets the modal apply its local values for a basic project (SPEC §4)
    return responses.serve(c, `config ${project.id}`, async () =>
      projectJson({ plan: project.plan, features: remoteFeaturesOf(project, sponsoredCaip2(context.config)) }),
    )
  })

  app.get('/projects/v1/origins', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    return responses.serve(c, `origins ${project.id}`, async () =>
      projectJson({ allowedOrigins: project.allowedOrigins }),
    )
  })

  app.use('/admin/projects', requireAdmin(context))
  app.use('/admin/projects/*', requireAdmin(context))
  app.use('/admin/origins/*', requireAdmin(context))

  app.get('/admin/projects', async (c) => c.json({ data: (await listProjects(context.db)).map(projectView) }))

  app.post('/admin/projects', async (c) => {
    const input = await parseJson(c, projectInputSchema, ADMIN_BODY_BYTES)
    const result = await createProject(context.db, input)
    if (!result.ok) return errorResponse(result.reason === 'exists' ? 409 : 400, result.error)
    return c.json(projectView(result.project), 201)
  })

  app.delete('/admin/projects/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: projectIdSchema }))
    const result = await deleteProject(context.db, id, context.now())
    if (!result.ok) return errorResponse(result.reason === 'missing' ? 404 : 409, result.error)
    return c.json({ deleted: id })
  })

  app.post('/admin/origins/check', async (c) => {
    const { origin, allowedOrigins } = await parseJson(c, originCheckSchema, ADMIN_BODY_BYTES)
    return c.json(checkOrigin(origin, allowedOrigins))
  })

  app.put('/admin/projects/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: projectIdSchema }))
    const update = await parseJson(c, projectUpdateSchema, ADMIN_BODY_BYTES)
    const result = await updateProject(context.db, id, update)
    if (!result.ok) return errorResponse(result.reason === 'missing' ? 404 : 400, result.error)
    return c.json(projectView(result.project))
  })

  return app
}
