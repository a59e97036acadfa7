// The operator's analytics: GET /admin/analytics (the summary as JSON) and /admin/analytics.csv.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseQuery } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { projectIdSchema } from '../projects/input.ts'
import { getProject } from '../projects/store.ts'
import { analyticsSummary, RANGES, type Range } from './aggregates.ts'
import { analyticsCsv } from './csv.ts'

export const analyticsQuerySchema = z.object({
  projectId: projectIdSchema,
  range: z.enum(Object.keys(RANGES) as [Range, ...Range[]]).default('7d'),
})

export function analyticsAdminRoutes(context: CloudContext) {
  const app = new Hono()
  app.use('/admin/analytics', requireAdmin(context))
  app.use('/admin/analytics.csv', requireAdmin(context))

  const summaryOf = async (query: z.infer<typeof analyticsQuerySchema>) => {
    if (!(await getProject(context.db, query.projectId))) return undefined
    return analyticsSummary(context.db, query.projectId, query.range, context.now())
  }

  app.get('/admin/analytics', async (c) => {
    const query = parseQuery(c, analyticsQuerySchema)
    const summary = await summaryOf(query)
    return summary ? c.json(summary) : errorResponse(404, `Project ${query.projectId} not found`)
  })

  app.get('/admin/analytics.csv', async (c) => {
    const query = parseQuery(c, analyticsQuerySchema)
    const summary = await summaryOf(query)
    if (!summary) return errorResponse(404, `Project ${query.projectId} not found`)
    return new Response(analyticsCsv(summary), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="latch-${query.projectId}-${query.range}.csv"`,
      },
    })
  })
  return app
}
