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
