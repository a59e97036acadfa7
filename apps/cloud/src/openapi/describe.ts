// How a route is described for /openapi.json: by the very zod schemas its handler parses with (imported, never
// copied), plus a summary and its answers. Each feature lists its routes in its docs.ts; a test checks that every
// route the app registers is listed, so a new route without a description fails the suite.
import { z } from 'zod'
import { sdkQuerySchema } from '../projects/input.ts'

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete'
  /** Hono's pattern: /v1/account/:address/balance */
  path: string
  summary: string
  tag: string
  /** the query the route reads (unknown parameters are ignored by every route) */
  query?: z.ZodObject
  /** the path parameters */
  params?: z.ZodObject
  body?: z.ZodType
  /** the body's media types when it is not JSON (an image upload) */
  bodyTypes?: readonly string[]
  /** status → what it means; 2xx answers are JSON unless `produces` says otherwise */
  responses: Record<number, string>
  produces?: readonly string[]
  /** the operator's admin API: Authorization: Bearer <LATCH_ADMIN_TOKEN> */
  admin?: boolean
}

/** the query of every call that names its project (SPEC §7: projectId, st, sv) */
export const projectQuery = sdkQuerySchema

/** a project's query plus the route's own */
export const withProject = (query: z.ZodObject) => projectQuery.extend(query.shape)

/** the answers a project-guarded call can get besides its own (projects/guard.ts, the rate limits, the body limit) */
export const PROJECT_ERRORS = {
  400: 'Bad input: `{ error }` names the field (or Project ID Missing)',
  401: 'Unauthorized: invalid key (unknown project)',
  403: 'Unauthorized: origin not allowed (the browser Origin is not among the project allowed origins)',
} as const

export const ADMIN_ERRORS = {
  400: 'Bad input',
  401: 'Unauthorized: wrong or missing admin token',
  404: 'Admin API off (no LATCH_ADMIN_TOKEN) or not found',
} as const

/** every error answer of the cloud */
export const errorBodySchema = z.object({ error: z.string() })
