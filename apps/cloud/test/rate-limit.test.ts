import { expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { pruneRates, takeRate } from '../src/limits/rateLimit.ts'
import { describeOnEngines } from './engines.ts'

const RULE = { limit: 5, windowMs: 60_000 }

describeOnEngines('rate limits', {}, (engine) => {
  it('50 parallel requests on one key: exactly the limit pass, the rest are told when to come back', async () => {
    const { db } = engine().context
    const now = 1_800_000_030_000
    const decisions = await Promise.all(Array.from({ length: 50 }, () => takeRate(db, 'ip:parallel', RULE, now)))
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(5)
    const refused = decisions.filter((decision) => !decision.ok)
    expect(refused).toHaveLength(45)
    expect(refused[0]).toEqual({ ok: false, retryAfterMs: 30_000 })
  })

  it('a new window starts the count again; other keys are counted apart', async () => {
    const { db } = engine().context
    const now = 1_800_000_000_000
    for (let i = 0; i < 5; i++) expect((await takeRate(db, 'ip:window', RULE, now)).ok).toBe(true)
    expect((await takeRate(db, 'ip:window', RULE, now + 1)).ok).toBe(false)
    expect(await takeRate(db, 'ip:other', RULE, now + 1)).toEqual({ ok: true, remaining: 4 })
    expect(await takeRate(db, 'ip:window', RULE, now + RULE.windowMs)).toEqual({ ok: true, remaining: 4 })
  })

  it('a second connection to the same database (another process) sees the same counts', async () => {
    const { db, config } = engine().context
    const other = await openDatabase(config)
    try {
      const now = 1_800_000_120_000
      for (let i = 0; i < 3; i++) await takeRate(db, 'ip:shared', RULE, now)
      for (let i = 0; i < 2; i++) expect((await takeRate(other.db, 'ip:shared', RULE, now)).ok).toBe(true)
      expect((await takeRate(other.db, 'ip:shared', RULE, now)).ok).toBe(false)
      expect((await takeRate(db, 'ip:shared', RULE, now)).ok).toBe(false)
    } finally {
      await other.close()
    }
  })

  it('pruning drops ended windows only', async () => {
    const { db } = engine().context
    const now = 1_900_000_000_000
    await takeRate(db, 'ip:old', RULE, now - 10 * RULE.windowMs)
    await takeRate(db, 'ip:live', RULE, now)
    await pruneRates(db, now, RULE.windowMs)
    const keys = (
      await db.selectFrom('rate_limits').select('key').where('key', 'in', ['ip:old', 'ip:live']).execute()
    ).map((row) => row.key)
    expect(keys).toEqual(['ip:live'])
  })
})
