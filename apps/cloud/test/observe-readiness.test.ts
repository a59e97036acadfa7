// /readyz says why a process should get no traffic: a migration not run, an indexed chain too far behind its head.
import type { Kysely } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { migrationNames } from '../src/db/migrate.ts'
import { indexerLags } from '../src/observe/health.ts'
import { reportIndexerLag } from '../src/observe/indexerLag.ts'
import { describeOnEngines } from './engines.ts'

describeOnEngines('readiness', { readiness: { maxIndexerLagBlocks: 10 } }, (engine) => {
  const readyz = async () => {
    const response = await engine().request('/readyz')
    return {
      status: response.status,
      body: (await response.json()) as { ready: boolean; checks: Record<string, { ok: boolean; error?: string }> },
    }
  }
  afterEach(() => indexerLags.clear())

  it('an indexed chain more blocks behind than allowed: 503 naming it; back within the limit: 200', async () => {
    reportIndexerLag(31337, 11)
    const behind = await readyz()
    expect(behind.status).toBe(503)
    expect(behind.body.checks.indexer).toEqual({ ok: false, error: 'eip155:31337 11 blocks behind (over 10)' })
    reportIndexerLag(31337, 10)
    expect((await readyz()).status).toBe(200)
  })

  it('a migration not run: 503 naming it', async () => {
    const last = migrationNames().at(-1)!
    const db = engine().context.db as unknown as Kysely<any>
    await db.deleteFrom('kysely_migration').where('name', '=', last).execute()
    const pending = await readyz()
    expect(pending.status).toBe(503)
    expect(pending.body.checks.migrations).toEqual({ ok: false, error: `not run: ${last}` })
    expect(pending.body.checks.database).toEqual({ ok: true })
  })
})
