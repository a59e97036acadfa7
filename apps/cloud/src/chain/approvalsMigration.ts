import type { Kysely, Migration } from 'kysely'

/** migration 105: the indexer keeps ERC-20 Approval and ApprovalForAll logs, per log like transfers (reorg.ts) */
export const chainApprovalsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chain_approvals')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
      .addColumn('log_index', 'integer', (col) => col.notNull())
      .addColumn('block_number', 'bigint', (col) => col.notNull())
      .addColumn('owner', 'varchar(42)', (col) => col.notNull())
      .addColumn('contract', 'varchar(42)', (col) => col.notNull())
      .addColumn('spender', 'varchar(42)', (col) => col.notNull())
      .addColumn('kind', 'varchar(9)', (col) => col.notNull())
      .addColumn('amount', 'text', (col) => col.notNull())
      // the same log is never stored twice, whatever a restart or a retried pass does
      .addPrimaryKeyConstraint('chain_approvals_pk', ['chain_id', 'tx_hash', 'log_index'])
      .execute()
    await db.schema
      .createIndex('chain_approvals_owner')
      .on('chain_approvals')
      .columns(['chain_id', 'owner', 'block_number'])
      .execute()
    // a reorg deletes by block
    await db.schema
      .createIndex('chain_approvals_block')
      .on('chain_approvals')
      .columns(['chain_id', 'block_number'])
      .execute()
  },
}

/** migration 106: a chain the indexer followed before migration 105 has its earlier approval logs read backwards
 * (approvalsBackfill.ts); until then the route says its list would be incomplete */
export const chainApprovalsBackfillMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chain_approvals_backfill')
      .addColumn('chain_id', 'integer', (col) => col.primaryKey())
      .addColumn('below', 'bigint', (col) => col.notNull())
      .execute()
    await markApprovalsBackfill(db)
  },
}

/** every chain the indexer has followed gets its approval logs read again from its cursor down (once per chain) */
export async function markApprovalsBackfill(db: Kysely<any>): Promise<void> {
  const cursors = await db.selectFrom('chain_cursors').select(['chain_id', 'block_number']).execute()
  for (const cursor of cursors)
    await db
      .insertInto('chain_approvals_backfill')
      .values({ chain_id: cursor.chain_id, below: Number(cursor.block_number) + 1 })
      .onConflict((conflict: any) => conflict.column('chain_id').doNothing())
      .execute()
}
