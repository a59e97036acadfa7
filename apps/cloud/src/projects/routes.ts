// Project configuration (SPEC §4, §7: remote features, allowed origins) and the operator's project admin API.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { requireAdmin } from './admin.ts'
import { remoteFeaturesOf } from './features.ts'
import { requireProject } from './guard.ts'
import { projectIdSchema, projectInputSchema, projectUpdateSchema, sdkQuerySchema } from './input.ts'
import { createProject, projectView, updateProject } from './service.ts'
import { listProjects } from './store.ts'

const ADMIN_BODY_BYTES = 64 * 1024

export function projectsRoutes(context: CloudContext) {
  const app = new Hono()

  app.get('/appkit/v1/config', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    // the plan lets the modal apply its local values for a basic project (SPEC §4)
    return c.json({ plan: project.plan, features: remoteFeaturesOf(project) })
  })

  app.get('/projects/v1/origins', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    return c.json({ allowedOrigins: project.allowedOrigins })
  })

  app.use('/admin/projects', requireAdmin(context))
  app.use('/admin/projects/*', requireAdmin(context))

  app.get('/admin/projects', async (c) => c.json({ data: (await listProjects(context.db)).map(projectView) }))

  app.post('/admin/projects', async (c) => {
    const input = await parseJson(c, projectInputSchema, ADMIN_BODY_BYTES)
    const result = await createProject(context.db, input)
    if (!result.ok) return errorResponse(409, `Project ${input.id} already exists`)
    return c.json(projectView(result.project), 201)
  })

  app.put('/admin/projects/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: projectIdSchema }))
    const update = await parseJson(c, projectUpdateSchema, ADMIN_BODY_BYTES)
    const project = await updateProject(context.db, id, update)
    if (!project) return errorResponse(404, `Project ${id} not found`)
    return c.json(projectView(project))
  })

  return app
}
