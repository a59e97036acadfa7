// A project's own daily quota of JSON-RPC calls through the proxy; null: the operator's default (LATCH_RPC_DAILY_QUOTA).
import type { Kysely, Migration } from 'kysely'

export const projectRpcQuotaMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('projects').addColumn('rpc_daily_quota', 'bigint').execute()
  },
}
