import type { Kysely, Migration } from 'kysely'

/**
 * Wallet sign-in (EIP-4361): the nonces the cloud issued, each taken once by the signed message that carries it, in
 * its project, for its step (a signed-in user's link, bound to that user, or a sign-in), before it expires. A linked
 * wallet itself is an identity (auth_identities, issuer `eip155`, subject the lowercase address).
 */
export const authWalletNoncesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_wallet_nonces')
      .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(64)')
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    // a social login started to link an identity to a signed-in user keeps that user with its state
    await db.schema.alterTable('auth_social_states').addColumn('user_id', 'varchar(64)').execute()
  },
}
