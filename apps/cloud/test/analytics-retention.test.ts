// What the cloud keeps of analytics: no client address with an event, and raw events only for the operator's
// retention window (LATCH_ANALYTICS_RETENTION_DAYS), while the hourly rollups the charts read stay.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { recordEvent } from '../src/analytics/record.ts'
import { pruneAnalyticsEvents } from '../src/analytics/retention.ts'
import { cloudConfigSchema, configFromEnv } from '../src/config.ts'
import type { CloudContext } from '../src/context.ts'
import { openDatabase } from '../src/db/database.ts'
import { startCloud } from '../src/server.ts'
import { describeOnEngines } from './engines.ts'
import { PRO, saveProjects, sdk } from './platform-fixtures.ts'

const DAY = 24 * 60 * 60_000
const CLIENT_IP = '203.0.113.77'

/** a CONNECT_SUCCESS received `daysAgo` days before `now` */
function connectEvent(eventId: string, now: Date, daysAgo: number) {
  return {
    project_id: PRO.id,
    event_id: eventId,
    event_type: 'track',
    event_name: 'CONNECT_SUCCESS',
    url: 'https://app.example/',
    domain: 'app.example',
    timestamp: now.getTime(),
    props: JSON.stringify({ type: 'track', event: 'CONNECT_SUCCESS' }),
    sdk_type: 'latch-react',
    sdk_version: '0.1.0',
    received_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    wallet: 'MetaMask',
    network: 'eip155:1',
    method: 'browser',
  }
}

const eventIds = async (context: CloudContext) =>
  (await context.db.selectFrom('analytics_events').select('event_id').where('project_id', '=', PRO.id).execute())
    .map((row) => row.event_id)
    .sort()
const walletCount = async (context: CloudContext) =>
  (
    await context.db
      .selectFrom('analytics_rollup')
      .select('count')
      .where('project_id', '=', PRO.id)
      .where('series', '=', 'wallet')
      .execute()
  ).reduce((sum, row) => sum + Number(row.count), 0)

describeOnEngines('analytics privacy and retention', { trustProxy: 1, analyticsRetentionDays: 30 }, (engine) => {
  beforeAll(async () => {
    await saveProjects(engine().context, PRO)
  })

  it('an event is stored without the client address it came from', async () => {
    const response = await engine().request(`/e?${sdk()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP },
      body: JSON.stringify({
        eventId: 'ev-ip-1',
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: 1,
        props: { type: 'track', event: 'INITIALIZE' },
      }),
    })
    expect(response.status).toBe(202)
    const [row] = await engine()
      .context.db.selectFrom('analytics_events')
      .selectAll()
      .where('event_id', '=', 'ev-ip-1')
      .execute()
    expect(row).toBeDefined()
    expect(JSON.stringify(row)).not.toContain(CLIENT_IP)
    expect(Object.keys(row ?? {}).filter((column) => /(^|_)ip($|_)|addr/i.test(column))).toEqual([])
  })

  it('pruning deletes the raw events older than the window and keeps their hourly rollup counts', async () => {
    const { context } = engine()
    const now = new Date()
    const rolledBefore = await walletCount(context)
    for (const [id, daysAgo] of [
      ['old-40', 40],
      ['edge-31', 31],
      ['kept-29', 29],
      ['kept-0', 0],
    ] as const)
      await recordEvent(context.db, connectEvent(id, now, daysAgo))
    expect(await pruneAnalyticsEvents(context.db, now, 30)).toBe(2)
    const left = await eventIds(context)
    expect(left.filter((id) => /^(old|edge|kept)-/.test(id))).toEqual(['kept-0', 'kept-29'])
    expect(await walletCount(context)).toBe(rolledBefore + 4)
    // a second run finds nothing more to delete
    expect(await pruneAnalyticsEvents(context.db, now, 30)).toBe(0)
  })
})

describe('analytics retention while the cloud runs', () => {
  it('LATCH_ANALYTICS_RETENTION_DAYS is read as a whole number of days; a bad value stops the start', () => {
    expect(configFromEnv({ LATCH_ANALYTICS_RETENTION_DAYS: '90' }).analyticsRetentionDays).toBe(90)
    expect(configFromEnv({}).analyticsRetentionDays).toBeUndefined()
    expect(() => configFromEnv({ LATCH_ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/^LATCH_ANALYTICS_RETENTION_DAYS: /)
    expect(() => configFromEnv({ LATCH_ANALYTICS_RETENTION_DAYS: 'a month' })).toThrow(
      /^LATCH_ANALYTICS_RETENTION_DAYS: /,
    )
  })

  it('a cloud started with a window prunes at once; one started without keeps every event', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-retention-'))
    try {
      const seeded = await openDatabase(cloudConfigSchema.parse({ dataDir }))
      const now = new Date()
      await recordEvent(seeded.db, connectEvent('start-old', now, 10))
      await recordEvent(seeded.db, connectEvent('start-new', now, 1))
      await seeded.close()
      const keeping = await startCloud(cloudConfigSchema.parse({ dataDir, port: 0, indexer: false }))
      expect(await eventIds(keeping.context)).toEqual(['start-new', 'start-old'])
      await keeping.stop()
      const pruning = await startCloud(
        cloudConfigSchema.parse({ dataDir, port: 0, indexer: false, analyticsRetentionDays: 7 }),
      )
      try {
        await vi.waitFor(async () => expect(await eventIds(pruning.context)).toEqual(['start-new']))
      } finally {
        await pruning.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
