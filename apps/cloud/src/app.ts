// The HTTP services of SPEC §7 as one Hono app; each feature mounts its own routes.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { analyticsAdminRoutes } from './analytics/adminRoutes.ts'
import { analyticsRoutes } from './analytics/routes.ts'
import { blockListRoutes } from './blockList/routes.ts'
import { peopleRoutes } from './people/routes.ts'
import { authRoutes } from './auth/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { chainRoutes } from './chain/routes.ts'
import { convertRoutes } from './convert/routes.ts'
import type { CloudContext } from './context.ts'
import { bodyLimitFirst } from './http/bodyLimit.ts'
import { corsByProject } from './http/cors.ts'
import { securityHeaders } from './http/headers.ts'
import { refuseNul } from './http/nul.ts'
import { errorResponse } from './http/validate.ts'
import { rateLimits } from './limits/middleware.ts'
import { namesRoutes } from './names/routes.ts'
import { onrampRoutes } from './onramp/routes.ts'
import { sponsorshipAdminRoutes } from './paymaster/admin.ts'
import { paymasterRoutes } from './paymaster/routes.ts'
import { openApiRoutes } from './openapi/routes.ts'
import { projectsRoutes } from './projects/routes.ts'
import { rpcRoutes } from './rpc/routes.ts'
import { sessionsRoutes } from './sessions/routes.ts'
import { dataCaptureRoutes } from './dataCapture/routes.ts'
import { projectSocialRoutes } from './projectSocial/routes.ts'
import { healthRoutes } from './observe/health.ts'
import { log } from './observe/logger.ts'
import { metricsRoutes } from './observe/metricsRoutes.ts'
import { operationsAdminRoutes } from './observe/adminRoutes.ts'
import { requestLog } from './observe/requestLog.ts'

export function createApp(context: CloudContext) {
  const app = new Hono()
  // before routing, for every path (unknown ones too): headers, CORS by project, the body limit, NUL refused, rate limits
  app.use('*', requestLog())
  app.use('*', securityHeaders())
  app.use('*', corsByProject(context))
  app.use('*', bodyLimitFirst())
  app.use('*', refuseNul())
  app.use('*', rateLimits(context))
  app.get('/health', (c) => c.json({ ok: true, engine: context.engine }))
  app.route('/', healthRoutes(context, context.readiness))
  app.route('/', operationsAdminRoutes(context))
  if (context.config.metrics.enabled && context.config.metrics.port === undefined) app.route('/', metricsRoutes())
  app.route('/', projectsRoutes(context))
  app.route('/', blockListRoutes(context))
  app.route('/', catalogueRoutes(context))
  app.route('/', analyticsRoutes(context))
  app.route('/', analyticsAdminRoutes(context))
  app.route('/', peopleRoutes(context))
  app.route('/', chainRoutes(context))
  app.route('/', convertRoutes(context))
  app.route('/', namesRoutes(context))
  app.route('/', rpcRoutes(context))
  app.route('/', sessionsRoutes(context))
  app.route('/', dataCaptureRoutes(context))
  app.route('/', projectSocialRoutes(context))
  app.route('/', onrampRoutes(context))
  app.route('/', paymasterRoutes(context))
  app.route('/', sponsorshipAdminRoutes(context))
  app.route('/', authRoutes(context))
  app.route('/', openApiRoutes())
  app.notFound(() => errorResponse(404, 'Not found'))
  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse()
    log.error({ err: error }, 'unhandled error')
    return errorResponse(500, 'Internal error')
  })
  return app
}
