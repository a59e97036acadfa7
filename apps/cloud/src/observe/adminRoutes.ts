// GET /admin/operations: the figures an operator looks at first, for the dashboard — this process's requests and
// server errors since it started and its open relay sockets (the counters /metrics serves), and the sign-ins of
// the current UTC day across every process (the database's sign-in history, email, social, Farcaster and SIWX).
import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'
import { requireAdmin } from '../projects/admin.ts'
import { httpRequests, registry } from './metrics.ts'

const STARTED = new Date().toISOString()

export function operationsAdminRoutes(context: CloudContext) {
  const app = new Hono()
  app.use('/admin/operations', requireAdmin(context))
  app.get('/admin/operations', async (c) => {
    let requests = 0
    let errors = 0
    for (const sample of (await httpRequests.get()).values) {
      // the dashboard's own polling is not traffic
      if (sample.labels.route === '/admin/operations') continue
      requests += sample.value
      if (Number(sample.labels.status) >= 500) errors += sample.value
    }
    const sockets = (await registry.getSingleMetric('latch_relay_sockets_open')?.get())?.values[0]?.value ?? 0
    const now = context.now()
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    const [accounts, wallets] = await Promise.all([
      context.db
        .selectFrom('auth_sign_ins')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('created', '>=', dayStart)
        .executeTakeFirstOrThrow(),
      context.db
        .selectFrom('siwx_sessions')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('created', '>=', dayStart)
        .executeTakeFirstOrThrow(),
    ])
    return c.json({
      since: STARTED,
      requests,
      errors,
      relaySockets: sockets,
      signInsToday: Number(accounts.count) + Number(wallets.count),
    })
  })
  return app
}
