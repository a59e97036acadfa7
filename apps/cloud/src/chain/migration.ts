import type { Kysely, Migration } from 'kysely'

export const chainMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chain_cursors')
      .addColumn('chain_id', 'integer', (col) => col.primaryKey())
      .addColumn('block_number', 'bigint', (col) => col.notNull())
      .addColumn('block_hash', 'varchar(66)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('chain_blocks')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('number', 'bigint', (col) => col.notNull())
      .addColumn('hash', 'varchar(66)', (col) => col.notNull())
      .addPrimaryKeyConstraint('chain_blocks_pk', ['chain_id', 'number'])
      .execute()
    await db.schema
      .createTable('chain_transfers')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('tx_hash', 'varchar(66)', (col) => col.notNull())
      .addColumn('log_index', 'integer', (col) => col.notNull())
      .addColumn('block_number', 'bigint', (col) => col.notNull())
      .addColumn('block_hash', 'varchar(66)', (col) => col.notNull())
      .addColumn('tx_index', 'integer', (col) => col.notNull())
      .addColumn('mined_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('sort_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('tx_from', 'varchar(42)', (col) => col.notNull())
      .addColumn('tx_to', 'varchar(42)')
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('contract', 'varchar(42)')
      .addColumn('from_address', 'varchar(42)', (col) => col.notNull())
      .addColumn('to_address', 'varchar(42)', (col) => col.notNull())
      .addColumn('amount', 'text', (col) => col.notNull())
      .addColumn('token_id', 'text')
      // the same log is never stored twice, whatever a restart or a retried pass does
      .addPrimaryKeyConstraint('chain_transfers_pk', ['chain_id', 'tx_hash', 'log_index'])
      .execute()
    await db.schema
      .createIndex('chain_transfers_from')
      .on('chain_transfers')
      .columns(['from_address', 'sort_key'])
      .execute()
    await db.schema
      .createIndex('chain_transfers_to')
      .on('chain_transfers')
      .columns(['to_address', 'sort_key'])
      .execute()
    await db.schema
      .createIndex('chain_transfers_token')
      .on('chain_transfers')
      .columns(['chain_id', 'contract', 'token_id'])
      .execute()
    await db.schema
      .createIndex('chain_transfers_block')
      .on('chain_transfers')
      .columns(['chain_id', 'block_number'])
      .execute()
    await db.schema
      .createTable('chain_tokens')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('address', 'varchar(42)', (col) => col.notNull())
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('name', 'text')
      .addColumn('symbol', 'text')
      .addColumn('decimals', 'integer')
      .addPrimaryKeyConstraint('chain_tokens_pk', ['chain_id', 'address'])
      .execute()
    await db.schema
      .createTable('chain_nfts')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('contract', 'varchar(42)', (col) => col.notNull())
      .addColumn('token_id', 'varchar(80)', (col) => col.notNull())
      .addColumn('owner', 'varchar(42)', (col) => col.notNull())
      .addColumn('token_uri', 'text')
      .addPrimaryKeyConstraint('chain_nfts_pk', ['chain_id', 'contract', 'token_id'])
      .execute()
    await db.schema.createIndex('chain_nfts_owner').on('chain_nfts').columns(['owner']).execute()
    await db.schema
      .createTable('chain_spam_contracts')
      .addColumn('chain_id', 'integer', (col) => col.notNull())
      .addColumn('address', 'varchar(42)', (col) => col.notNull())
      .addPrimaryKeyConstraint('chain_spam_contracts_pk', ['chain_id', 'address'])
      .execute()
  },
}
