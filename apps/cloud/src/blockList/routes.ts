// The block list: the frame reads a project's (GET /appkit/v1/block-list: its own entries, the cloud's and the feed's,
// and nothing else), the operator edits a project's and the whole cloud's through the admin API (the admin token).
import { Hono } from 'hono'
import { cachesOf } from '../cache/caches.ts'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { requireProject } from '../projects/guard.ts'
import { sdkQuerySchema } from '../projects/input.ts'
import { projectJson } from '../projects/routes.ts'
import { getProject } from '../projects/store.ts'
import { feedLabel, feedStatusOf, importFeed } from './feed.ts'
import { blockListBodySchema, blockListParamsSchema } from './input.ts'
import { CLOUD_SCOPE } from './schema.ts'
import { blockListOf, servedBlockList, setBlockList } from './store.ts'

/** 1,000 addresses and 1,000 host names of the longest kind fit */
const BODY_BYTES = 512 * 1024
export const NO_FEED = 'No block list feed is configured (LATCH_BLOCK_LIST_FEED_URL)'

export function blockListRoutes(context: CloudContext) {
  const app = new Hono()
  const responses = cachesOf(context).projectResponses

  app.get('/appkit/v1/block-list', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    return responses.serve(c, `block-list ${project.id}`, async () =>
      projectJson(await servedBlockList(context.db, project.id)),
    )
  })

  app.use('/admin/block-list', requireAdmin(context))
  app.use('/admin/block-list/*', requireAdmin(context))
  app.use('/admin/projects/:id/block-list', requireAdmin(context))

  const cloudList = async () => ({
    ...(await blockListOf(context.db, { scope: CLOUD_SCOPE, source: 'operator' })),
    // a feed configured but not read yet by this process shows its scheme and host only
    feed:
      feedStatusOf(context) ??
      (context.config.blockListFeed.url ? { url: feedLabel(context.config.blockListFeed.url) } : null),
  })

  app.get('/admin/block-list', async (c) => c.json(await cloudList()))

  app.put('/admin/block-list', async (c) => {
    const entries = await parseJson(c, blockListBodySchema, BODY_BYTES)
    await setBlockList(context.db, { scope: CLOUD_SCOPE, source: 'operator' }, entries)
    return c.json(await cloudList())
  })

  // the operator's "import now": the URL is the configured one, never one the request names
  app.post('/admin/block-list/feed', async (c) => {
    if (!context.config.blockListFeed.url) return errorResponse(409, NO_FEED)
    await importFeed(context)
    return c.json(await cloudList())
  })

  const projectList = async (id: string) => {
    if (!(await getProject(context.db, id))) return undefined
    return blockListOf(context.db, { scope: id, source: 'operator' })
  }

  app.get('/admin/projects/:id/block-list', async (c) => {
    const { id } = parseParams(c, blockListParamsSchema)
    const list = await projectList(id)
    return list ? c.json(list) : errorResponse(404, `Project ${id} not found`)
  })

  app.put('/admin/projects/:id/block-list', async (c) => {
    const { id } = parseParams(c, blockListParamsSchema)
    const entries = await parseJson(c, blockListBodySchema, BODY_BYTES)
    if (!(await getProject(context.db, id))) return errorResponse(404, `Project ${id} not found`)
    await setBlockList(context.db, { scope: id, source: 'operator' }, entries)
    return c.json(await projectList(id))
  })

  return app
}
