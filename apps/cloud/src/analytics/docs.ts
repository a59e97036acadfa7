// /openapi.json entry of POST /e (routes.ts), by the schemas it parses with.
import { ADMIN_ERRORS, PROJECT_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { analyticsQuerySchema } from './adminRoutes.ts'
import { eventBodySchema, eventQuerySchema } from './input.ts'

export const analyticsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/e',
    tag: 'Analytics',
    summary:
      "An analytics event or error report (SPEC §7); the same eventId twice is stored once. APPROVAL_WARNING (from the embedded wallet's frame) needs properties { code, outcome: shown | passed | heeded }",
    query: eventQuerySchema,
    body: eventBodySchema,
    responses: {
      202: '`{ ok: true }`',
      ...PROJECT_ERRORS,
      403: 'Invalid App Configuration (analytics off), or origin not allowed',
      413: 'Body too large',
      429: 'Rate limited (Retry-After)',
    },
  },
]

export const analyticsAdminDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/analytics',
    tag: 'Analytics',
    admin: true,
    summary:
      'Connections per bucket by wallet, network and connect method, disconnects, sign-ins by method (email, each social, farcaster, siwx), swaps by network (SWAP_SUCCESS events), completed onramp purchases by provider with their fiat totals per currency, the connect-error share and the most common error texts, failed connections and stale sessions (CONNECTION_STALE events) by wallet and platform, the warnings on the approval card by code `warnings: [{ code, shown, passed, heeded }]` (APPROVAL_WARNING events the frame of the embedded wallet sends, properties { code, outcome: shown | passed | heeded }) over the range (24h: hourly buckets; 7d, 30d: daily)',
    query: analyticsQuerySchema,
    responses: { 200: 'The summary', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/analytics.csv',
    tag: 'Analytics',
    admin: true,
    summary: 'The same summary as CSV (bucket, series, key, count)',
    query: analyticsQuerySchema,
    produces: ['text/csv'],
    responses: { 200: 'The CSV', ...ADMIN_ERRORS },
  },
]
