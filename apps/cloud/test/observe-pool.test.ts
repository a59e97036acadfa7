// The database pool's use in /metrics: PostgreSQL's pool reports its connections; SQLite (one connection in the
// process, no pool) reports none.
import { expect, it } from 'vitest'
import { describeOnEngines } from './engines.ts'

describeOnEngines('metrics: the database pool', { metrics: { enabled: true } }, (engine) => {
  it('PostgreSQL: open connections after a query; SQLite: 0', async () => {
    await engine().request('/readyz')
    const text = await (await engine().request('/metrics')).text()
    const open = Number(/^latch_db_pool_connections (\d+)$/m.exec(text)?.[1])
    if (engine().context.engine === 'postgres') expect(open).toBeGreaterThan(0)
    else expect(open).toBe(0)
    expect(text).toMatch(/^latch_db_pool_waiting_requests \d+$/m)
  })
})
