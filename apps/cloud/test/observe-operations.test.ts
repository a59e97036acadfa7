// GET /admin/operations, the dashboard's first figures, on both engines: this process's requests and 5xx answers
// (the /metrics counters), its relay sockets, and today's sign-ins from the database, behind the admin token.
import { expect, it } from 'vitest'
import { createSession } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { describeOnEngines } from './engines.ts'
import { admin, ADMIN_TOKEN, PRO, saveProjects } from './platform-fixtures.ts'

describeOnEngines('operations figures', { adminToken: ADMIN_TOKEN }, (engine) => {
  const figures = async () =>
    (await (await engine().request('/admin/operations', admin())).json()) as Record<string, number>

  it("counts requests and errors since start and today's sign-ins; refuses without the token", async () => {
    expect((await engine().request('/admin/operations')).status).toBe(401)
    await saveProjects(engine().context, PRO)
    const before = await figures()
    await engine().request('/health')
    await engine().request('/no-such-path')
    const now = engine().context.now().getTime()
    const user = await emailUser(engine().context.db, `figures.${engine().context.engine}@example.com`, now)
    await createSession(
      engine().context.db,
      { userId: user.id, projectId: PRO.id, provider: 'email', userName: null },
      now,
    )
    // yesterday's sign-in is not today's
    await createSession(
      engine().context.db,
      { userId: user.id, projectId: PRO.id, provider: 'email', userName: null },
      now - 86_400_000,
    )
    const after = await figures()
    // two requests (the figures' own are left out), no server error, no relay in-process
    expect(after.requests! - before.requests!).toBe(2)
    expect(after.errors).toBe(before.errors)
    expect(after.relaySockets).toBe(0)
    expect(after.signInsToday! - before.signInsToday!).toBe(1)
  })
})
