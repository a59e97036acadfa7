// Storing an event and counting it into the hourly rollup (migration 031) in one transaction: a resent event id is
// stored and counted once, and a failure leaves neither.
import { type Insertable, type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { AnalyticsEventsTable } from './schema.ts'
import { APPROVAL_WARNING, warningKey } from './approvalWarnings.ts'

export const CONNECT_SUCCESS = 'CONNECT_SUCCESS'
export const CONNECT_ERROR = 'CONNECT_ERROR'
export const DISCONNECT_SUCCESS = 'DISCONNECT_SUCCESS'
/** core's, after a swap's transaction is sent (swaps chart): the network's CAIP-2 id and the two symbols */
export const SWAP_SUCCESS = 'SWAP_SUCCESS'
/** core's, when a connected session stops answering: the wallet, its method, the namespace and the platform */
export const CONNECTION_STALE = 'CONNECTION_STALE'
/** what an event without the dimension is counted under */
export const UNKNOWN = 'unknown'
export const ROLLUP_KEY_LENGTH = 200

export type RollupSeries =
  | 'wallet'
  | 'network'
  | 'method'
  | 'disconnects'
  | 'connectErrors'
  | 'errorText'
  | 'swaps'
  /** connect errors and stale sessions, each keyed by wallet and platform (healthKey) */
  | 'failedByWalletPlatform'
  | 'staleByWalletPlatform'
  /** the approval card's warnings, keyed `code outcome` (approvalWarnings.ts) */
  | 'warnings'

const PLATFORMS = new Set(['mobile', 'desktop'])

/** the properties an event was sent with (its props are stored as JSON) */
function propertiesOf(event: Insertable<AnalyticsEventsTable>): Record<string, unknown> | undefined {
  try {
    return (JSON.parse(event.props) as { properties?: Record<string, unknown> }).properties
  } catch {
    return undefined
  }
}

/** the health series' key: the wallet and the platform an event names, as a JSON pair */
export function healthKey(event: Insertable<AnalyticsEventsTable>): string {
  const platform = propertiesOf(event)?.platform
  const wallet = (event.wallet || UNKNOWN).slice(0, ROLLUP_KEY_LENGTH - 20)
  return JSON.stringify([wallet, typeof platform === 'string' && PLATFORMS.has(platform) ? platform : UNKNOWN])
}

/** the rollup rows one event adds to */
export function rollupKeysOf(event: Insertable<AnalyticsEventsTable>): Array<{ series: RollupSeries; key: string }> {
  const key = (value: string | null | undefined) => (value || UNKNOWN).slice(0, ROLLUP_KEY_LENGTH)
  if (event.event_name === CONNECT_SUCCESS)
    return [
      { series: 'wallet', key: key(event.wallet) },
      { series: 'network', key: key(event.network) },
      { series: 'method', key: key(event.method) },
    ]
  if (event.event_name === DISCONNECT_SUCCESS) return [{ series: 'disconnects', key: '' }]
  if (event.event_name === SWAP_SUCCESS) return [{ series: 'swaps', key: key(event.network) }]
  if (event.event_name === CONNECTION_STALE) return [{ series: 'staleByWalletPlatform', key: healthKey(event) }]
  if (event.event_name === APPROVAL_WARNING) {
    const warning = warningKey(propertiesOf(event))
    return warning ? [{ series: 'warnings', key: warning }] : []
  }
  if (event.event_name === CONNECT_ERROR)
    return [
      { series: 'connectErrors', key: '' },
      { series: 'errorText', key: key(event.error_message) },
      { series: 'failedByWalletPlatform', key: healthKey(event) },
    ]
  return []
}

/** true when the event was new (stored and counted) */
export async function recordEvent(db: Kysely<Database>, event: Insertable<AnalyticsEventsTable>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('analytics_events')
      .values(event)
      .onConflict((conflict) => conflict.columns(['project_id', 'event_id']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false
    const hour = event.received_at.slice(0, 13)
    for (const { series, key } of rollupKeysOf(event)) {
      await trx
        .insertInto('analytics_rollup')
        .values({ project_id: event.project_id, hour, series, key, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['project_id', 'series', 'hour', 'key'])
            .doUpdateSet({ count: sql`analytics_rollup.count + 1` }),
        )
        .execute()
    }
    return true
  })
}
