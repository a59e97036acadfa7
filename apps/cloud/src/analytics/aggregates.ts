// The dashboard's figures as one SQL aggregate over the hourly rollup (migration 031), the same on SQLite
// and PostgreSQL: buckets are prefixes of the hour (the hour itself for 24 h, its day otherwise), read through the
// rollup's primary key (project, series, hour, key).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { RollupSeries } from './record.ts'
import { type FiatTotal, onrampPurchasesByProvider } from './onrampPurchases.ts'
import { signInsByMethod } from './signIns.ts'
import { type WarningCounts, warningCounts } from './approvalWarnings.ts'

export const RANGES = { '24h': 24 * 3600_000, '7d': 7 * 86400_000, '30d': 30 * 86400_000 } as const
export type Range = keyof typeof RANGES
const TOP_ERRORS = 5

export interface CountRow {
  bucket: string
  key: string
  count: number
}

export interface AnalyticsSummary {
  range: Range
  bucket: 'hour' | 'day'
  from: string
  to: string
  /** every bucket of the range, oldest first: '2026-11-24' or '2026-11-24T13' */
  buckets: string[]
  connections: { total: number; byWallet: CountRow[]; byNetwork: CountRow[]; byMethod: CountRow[] }
  disconnects: { total: number; rows: CountRow[] }
  /** sign-ins by method: email, each social provider, farcaster, siwx */
  signIns: { total: number; rows: CountRow[] }
  /** SWAP_SUCCESS events by network (CAIP-2) */
  swaps: { total: number; rows: CountRow[] }
  /** completed onramp purchases by provider, bucketed by completion; amounts: what they cost, per fiat currency */
  onrampPurchases: { total: number; rows: CountRow[]; amounts: FiatTotal[] }
  errors: {
    connectErrors: number
    connectAttempts: number
    share: number
    top: Array<{ message: string; count: number }>
  }
  /** failed connections and sessions found stale over the range, by wallet and platform, the most troubled first */
  health: Array<{ wallet: string; platform: string; failed: number; stale: number }>
  /** the approval card's warnings over the range: shown, passed (approved after the second step), heeded (rejected) */
  warnings: WarningCounts[]
}

/** the bucket labels from `from` to `to` */
function bucketsBetween(from: Date, to: Date, length: 10 | 13): string[] {
  const step = length === 13 ? 3600_000 : 86400_000
  const list: string[] = []
  for (let time = Math.floor(from.getTime() / step) * step; time <= to.getTime(); time += step)
    list.push(new Date(time).toISOString().slice(0, length))
  return list
}

export async function analyticsSummary(
  db: Kysely<Database>,
  projectId: string,
  range: Range,
  now: Date,
): Promise<AnalyticsSummary> {
  const from = new Date(now.getTime() - RANGES[range])
  const length = range === '24h' ? 13 : 10
  const bucket = sql<string>`substr(hour, 1, ${sql.lit(length)})`
  const rows = await db
    .selectFrom('analytics_rollup')
    .select([bucket.as('bucket'), 'series', 'key', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('project_id', '=', projectId)
    .where('series', 'in', [
      'wallet',
      'network',
      'method',
      'disconnects',
      'connectErrors',
      'errorText',
      'swaps',
      'failedByWalletPlatform',
      'staleByWalletPlatform',
      'warnings',
    ] satisfies RollupSeries[])
    .where('hour', '>=', from.toISOString().slice(0, 13))
    .groupBy([bucket, 'series', 'key'])
    .orderBy('bucket')
    .orderBy('key')
    .execute()
  const of = (series: RollupSeries): CountRow[] =>
    rows
      .filter((row) => row.series === series)
      .map((row) => ({ bucket: String(row.bucket), key: row.key, count: Number(row.count) }))
  const sum = (list: CountRow[]) => list.reduce((total, row) => total + row.count, 0)
  const [signIns, onramp] = await Promise.all([
    signInsByMethod(db, projectId, from, length),
    onrampPurchasesByProvider(db, projectId, from, length),
  ])
  const swaps = of('swaps')
  const byWallet = of('wallet')
  const disconnects = of('disconnects')
  const connections = sum(byWallet)
  const connectErrors = sum(of('connectErrors'))
  const connectAttempts = connections + connectErrors
  const texts = new Map<string, number>()
  for (const row of of('errorText')) texts.set(row.key, (texts.get(row.key) ?? 0) + row.count)
  const top = [...texts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_ERRORS)
  return {
    range,
    bucket: length === 13 ? 'hour' : 'day',
    from: from.toISOString(),
    to: now.toISOString(),
    buckets: bucketsBetween(from, now, length),
    connections: { total: connections, byWallet, byNetwork: of('network'), byMethod: of('method') },
    disconnects: { total: sum(disconnects), rows: disconnects },
    signIns: { total: sum(signIns), rows: signIns },
    swaps: { total: sum(swaps), rows: swaps },
    onrampPurchases: { total: sum(onramp.rows), rows: onramp.rows, amounts: onramp.amounts },
    errors: {
      connectErrors,
      connectAttempts,
      share: connectAttempts === 0 ? 0 : connectErrors / connectAttempts,
      top: top.map(([message, count]) => ({ message, count })),
    },
    health: healthRows(of('failedByWalletPlatform'), of('staleByWalletPlatform')),
    warnings: warningCounts(of('warnings')),
  }
}

/** the health series summed over the range, one row per wallet and platform */
function healthRows(failed: CountRow[], stale: CountRow[]): AnalyticsSummary['health'] {
  const rows = new Map<string, AnalyticsSummary['health'][number]>()
  const add = (list: CountRow[], field: 'failed' | 'stale') => {
    for (const { key, count } of list) {
      const [wallet, platform] = JSON.parse(key) as [string, string]
      const row = rows.get(key) ?? { wallet, platform, failed: 0, stale: 0 }
      row[field] += count
      rows.set(key, row)
    }
  }
  add(failed, 'failed')
  add(stale, 'stale')
  return [...rows.values()].sort(
    (a, b) =>
      b.failed + b.stale - (a.failed + a.stale) ||
      a.wallet.localeCompare(b.wallet) ||
      a.platform.localeCompare(b.platform),
  )
}
