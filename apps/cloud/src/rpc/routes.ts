// POST /v1?chainId=eip155:<id>&projectId=: the JSON-RPC proxy to the operator's node for that chain (SPEC §7).
// Query errors are `{ error }` like every endpoint; body and upstream errors are JSON-RPC errors a transport reads.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseQuery } from '../http/validate.ts'
import { takeRate } from '../limits/rateLimit.ts'
import { requireProject } from '../projects/guard.ts'
import { MAX_BATCH, MAX_RPC_BODY_BYTES, RPC_ERRORS, rpcBodySchema, rpcError } from './jsonrpc.ts'
import { METHOD_NOT_PROXIED, methodNotProxied, PROXIED_METHODS } from './methods.ts'

/** SPEC §9: the client's own HTTP timeout is 10 s; the upstream gets the same */
const UPSTREAM_TIMEOUT_MS = 10_000

export const rpcQuerySchema = z.object({
  projectId: z.string().max(64),
  chainId: z.string().regex(/^eip155:[0-9]{1,12}$/, 'an EVM chain like eip155:31337'),
})

/** the quota's window: a UTC day */
export const RPC_QUOTA_WINDOW_MS = 86_400_000

/** the refusal once a project's calls of the day are used up; the count starts again at 00:00 UTC */
export const rpcQuotaUsedUp = (quota: number) =>
  `The project's ${quota} JSON-RPC calls for today are used up; the quota starts again at 00:00 UTC`

const refusal = (id: string | number | null, method: string) => ({
  jsonrpc: '2.0',
  id,
  error: { code: METHOD_NOT_PROXIED, message: methodNotProxied(method) },
})

/** the node's JSON answer, or the JSON-RPC error response when it has none */
async function forward(rpcUrl: string, body: unknown): Promise<unknown> {
  let upstream: Response
  try {
    upstream = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  } catch {
    return rpcError(502, RPC_ERRORS.internal, 'Upstream node unavailable')
  }
  const text = await upstream.text().catch(() => '')
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return rpcError(502, RPC_ERRORS.internal, `Upstream node answered ${upstream.status} without JSON`)
  }
  if (!upstream.ok) return rpcError(502, RPC_ERRORS.internal, `Upstream node answered ${upstream.status}`)
  return answer
}

export function rpcRoutes(context: CloudContext) {
  const app = new Hono()

  app.post(
    '/v1',
    bodyLimit({
      maxSize: MAX_RPC_BODY_BYTES,
      onError: () => rpcError(413, RPC_ERRORS.invalidRequest, 'Request body too large'),
    }),
    async (c) => {
      const project = await requireProject(context, c)
      const query = parseQuery(c, rpcQuerySchema)
      const chainId = Number(query.chainId.slice('eip155:'.length))
      const chain = context.config.chains.find((candidate) => candidate.chainId === chainId)
      if (!chain) return errorResponse(400, `chainId: ${query.chainId} is not served here`)
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (contentType !== 'application/json')
        return rpcError(415, RPC_ERRORS.invalidRequest, 'Content-Type must be application/json')

      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return rpcError(400, RPC_ERRORS.parse, 'Parse error')
      }
      if (Array.isArray(body) && body.length > MAX_BATCH) {
        return rpcError(400, RPC_ERRORS.invalidRequest, `Batch of ${body.length} is over the limit of ${MAX_BATCH}`)
      }
      const parsed = rpcBodySchema.safeParse(body)
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
          .join('; ')
        return rpcError(400, RPC_ERRORS.invalidRequest, `Invalid request: ${detail}`)
      }

      // each call on its own: a refused one is answered here, the others go to the node (one batch)
      const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
      const forwarded = calls.filter((call) => PROXIED_METHODS.has(call.method))
      // the operator pays the node: every forwarded call counts against the project's quota of the day
      if (forwarded.length) {
        const quota = project.rpcDailyQuota ?? context.config.rpcDailyQuota
        const decision = await takeRate(
          context.db,
          `rpc-day:${project.id}`,
          { limit: quota, windowMs: RPC_QUOTA_WINDOW_MS },
          context.now().getTime(),
          forwarded.length,
        )
        if (!decision.ok) {
          const refused = rpcError(
            429,
            RPC_ERRORS.limitExceeded,
            rpcQuotaUsedUp(quota),
            Array.isArray(parsed.data) ? null : (parsed.data.id ?? null),
          )
          refused.headers.set('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)))
          return refused
        }
      }
      const refused = calls
        .filter((call) => !PROXIED_METHODS.has(call.method))
        .map((call) => refusal(call.id ?? null, call.method))
      let answers: unknown[] = []
      if (forwarded.length) {
        const answer = await forward(chain.rpcUrl, Array.isArray(parsed.data) ? forwarded : forwarded[0])
        if (answer instanceof Response) return answer
        // a batch the node refused as a whole (one error object) is that error for the whole batch
        if (Array.isArray(parsed.data) && !Array.isArray(answer)) return c.json(answer as object)
        answers = Array.isArray(answer) ? answer : [answer]
      }
      // a batch's answers in any order (JSON-RPC 2.0): the client matches them by id
      return c.json(Array.isArray(parsed.data) ? [...answers, ...refused] : ((answers[0] ?? refused[0]) as object))
    },
  )

  return app
}
