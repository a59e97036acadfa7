// POST /e: analytics events and error reports (SPEC §7), per project; a project with analytics off gets the
// 403 the modal shows as 'Invalid App Configuration' (SPEC §8).
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseQuery } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { dimensionsOf } from './dimensions.ts'
import { recordEvent } from './record.ts'
import { eventBodySchema, eventQuerySchema, MAX_EVENT_BYTES } from './input.ts'

export const ANALYTICS_OFF = 'Invalid App Configuration'

export function analyticsRoutes(context: CloudContext) {
  const app = new Hono()

  app.post(
    '/e',
    bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: () => errorResponse(413, 'Body too large') }),
    async (c) => {
      const project = await requireProject(context, c)
      if (project.isAnalyticsEnabled === false) return errorResponse(403, ANALYTICS_OFF)
      const query = parseQuery(c, eventQuerySchema)
      const body = await parseJson(c, eventBodySchema, MAX_EVENT_BYTES)
      await recordEvent(context.db, {
        project_id: project.id,
        event_id: body.eventId,
        event_type: body.props.type,
        event_name: body.props.event,
        url: body.url,
        domain: body.domain,
        timestamp: body.timestamp,
        props: JSON.stringify(body.props),
        sdk_type: query.st,
        sdk_version: query.sv,
        received_at: context.now().toISOString(),
        ...dimensionsOf(body),
      })
      return c.json({ ok: true }, 202)
    },
  )

  return app
}
