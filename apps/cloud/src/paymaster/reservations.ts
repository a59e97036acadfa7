// Each signed sponsorship holds a reservation of its operation's maximum cost only until its signature expires; when
// the operation lands, the EntryPoint's UserOperationEvent (actualGasCost) replaces the reservation in the budget's
// counters, and a signature that expired unused gives its reservation back. Each reservation changes state once,
// by a conditional update, so two processes (or a retried indexer pass) never count it twice.
import type { Kysely } from 'kysely'
import { randomToken } from '../auth/secrets.ts'
import type { Database } from '../db/schema.ts'
import { adjustSpent, gweiOf } from './budget.ts'

type Db = Kysely<Database>

const KEPT_SECONDS = 2 * 24 * 3600

export interface Reservation {
  userOpHash: string
  chainId: number
  projectId: string
  account: string
  day: number
  reservedGwei: number
  /** the signature's validUntil (unix seconds): the operation cannot land in a later block */
  validUntil: number
}

/** each signature holds its own, even for the same operation asked twice: it can land only once, and the other
 * reservations are given back when their signatures expire */
export async function holdReservation(db: Db, reservation: Reservation): Promise<void> {
  await db
    .insertInto('sponsorship_reservations')
    .values({
      id: randomToken(12),
      user_op_hash: reservation.userOpHash.toLowerCase(),
      chain_id: reservation.chainId,
      project_id: reservation.projectId,
      account: reservation.account.toLowerCase(),
      day: reservation.day,
      reserved_gwei: reservation.reservedGwei,
      valid_until: reservation.validUntil,
      state: 'held',
      actual_gwei: null,
    })
    .execute()
}

export interface Landing {
  userOpHash: string
  actualGasCostWei: bigint
}

const counters = (row: { project_id: string; chain_id: number | string; account: string; day: number | string }) => ({
  project_id: row.project_id,
  chain_id: Number(row.chain_id),
  account: row.account,
  day: Number(row.day),
})

/** the operations this paymaster sponsored that landed: each one's actual cost replaces one of its reservations (a
 * held one first); a landing seen again (a pass retried after a reorg) changes nothing */
export async function settleLandings(db: Db, chainId: number, landings: readonly Landing[]): Promise<void> {
  for (const landing of landings) {
    const hash = landing.userOpHash.toLowerCase()
    const rows = await db
      .selectFrom('sponsorship_reservations')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('user_op_hash', '=', hash)
      .execute()
    if (rows.some((row) => row.state === 'landed')) continue
    const row = rows.find((candidate) => candidate.state === 'held') ?? rows[0]
    if (!row) continue
    const actual = gweiOf(landing.actualGasCostWei)
    const settled = await db
      .updateTable('sponsorship_reservations')
      .set({ state: 'landed', actual_gwei: actual })
      .where('chain_id', '=', chainId)
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sponsorship_reservations as landed')
              .select('landed.id')
              .where('landed.chain_id', '=', chainId)
              .where('landed.user_op_hash', '=', hash)
              .where('landed.state', '=', 'landed'),
          ),
        ),
      )
      .executeTakeFirst()
    if (Number(settled.numUpdatedRows) !== 1) continue
    // a reservation released before its landing was seen is no longer in the counters
    await adjustSpent(db, {
      ...counters(row),
      deltaGwei: actual - (row.state === 'held' ? Number(row.reserved_gwei) : 0),
    })
  }
}

/** gives back the reservations whose signatures expired before `chainTime` (unix seconds of the last indexed block):
 * every block they could have landed in has been read, so they did not */
export async function releaseExpired(db: Db, chainId: number, chainTime: number): Promise<void> {
  const expired = await db
    .selectFrom('sponsorship_reservations')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('state', '=', 'held')
    .where('valid_until', '<', chainTime)
    .limit(500)
    .execute()
  for (const row of expired) {
    const released = await db
      .updateTable('sponsorship_reservations')
      .set({ state: 'released' })
      .where('chain_id', '=', chainId)
      .where('id', '=', row.id)
      .where('state', '=', 'held')
      .executeTakeFirst()
    if (Number(released.numUpdatedRows) === 1)
      await adjustSpent(db, { ...counters(row), deltaGwei: -Number(row.reserved_gwei) })
  }
  // settled ones are kept a while for a late landing after a reorg, then pruned
  await db
    .deleteFrom('sponsorship_reservations')
    .where('chain_id', '=', chainId)
    .where('state', '!=', 'held')
    .where('valid_until', '<', chainTime - KEPT_SECONDS)
    .execute()
}
