// /openapi.json entry of POST /e (routes.ts), by the schemas it parses with.
import { PROJECT_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { eventBodySchema, eventQuerySchema } from './input.ts'

export const analyticsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/e',
    tag: 'Analytics',
    summary: 'An analytics event or error report (SPEC §7); the same eventId twice is stored once',
    query: eventQuerySchema,
    body: eventBodySchema,
    responses: { 202: '`{ ok: true }`', ...PROJECT_ERRORS, 403: 'Invalid App Configuration (analytics off), or origin not allowed', 413: 'Body too large', 429: 'Rate limited (Retry-After)' },
  },
]
