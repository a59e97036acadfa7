// One user's data, for the operator to hand over or erase: the account, its social identities, passkeys, devices,
// sign-in sessions, the embedded wallet's public addresses, the emails captured and sign-ins made with those addresses.
// Never a token hash, code, key share, sealed recovery share or passkey public key: they identify or open nothing for
// the user.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const iso = (ms: number | string) => new Date(Number(ms)).toISOString()

/** what deleting does to an embedded wallet, said before the operator confirms (the dashboard shows it too) */
export const WALLET_DELETION_CONSEQUENCE =
  "Deleting removes the wallet's server share and its sealed recovery share: the wallet can no longer be opened through Latch on any device, and the recovery code no longer helps. The funds stay reachable only with a private key the user exported before (Account, Export private key)."

export interface UserExport {
  user: { id: string; email: string | null; created: string }
  identities: { provider: string; subject: string; email: string | null; userName: string | null }[]
  passkeys: { name: string; created: string; lastUsed: string | null; backedUp: boolean }[]
  devices: { projectId: string; created: string; expiresAt: string; hasDeviceKey: boolean }[]
  sessions: { projectId: string; provider: string; userName: string | null; created: string; expiresAt: string }[]
  wallet: { evmAddress: string; solanaAddress: string; created: string } | null
  capturedEmails: { projectId: string; account: string; email: string; created: string }[]
  signIns: {
    projectId: string
    account: string
    domain: string
    issuedAt: string
    expiresAt: string
    revoked: boolean
  }[]
}

/** the wallet's addresses as a sign-in session may name them (an EVM one checksummed or in lower case) */
const addressesOf = (wallet: { evm_address: string; solana_address: string }) => [
  ...new Set([wallet.evm_address, wallet.evm_address.toLowerCase(), wallet.solana_address]),
]

export async function exportUser(db: Kysely<Database>, userId: string): Promise<UserExport | undefined> {
  const user = await db.selectFrom('auth_users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) return undefined
  const wallet = await db
    .selectFrom('auth_wallets')
    .select(['evm_address', 'solana_address', 'created'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const [identities, passkeys, devices, sessions, capturedEmails, signIns] = await Promise.all([
    db
      .selectFrom('auth_identities')
      .select(['provider', 'subject', 'email', 'user_name'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('auth_passkeys')
      .select(['name', 'created', 'last_used', 'backed_up'])
      .where('user_id', '=', userId)
      .orderBy('created')
      .execute(),
    db
      .selectFrom('auth_devices')
      .select(['project_id', 'created', 'expires_at', 'public_key'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('auth_sessions')
      .select(['project_id', 'provider', 'user_name', 'created', 'expires_at'])
      .where('user_id', '=', userId)
      .execute(),
    user.email
      ? db.selectFrom('captured_emails').selectAll().where('email', '=', user.email).execute()
      : Promise.resolve([]),
    wallet
      ? db
          .selectFrom('siwx_sessions')
          .select(['project_id', 'account', 'domain', 'issued_at', 'expires_at', 'revoked_at'])
          .where('address', 'in', addressesOf(wallet))
          .execute()
      : Promise.resolve([]),
  ])
  return {
    user: { id: user.id, email: user.email, created: iso(user.created) },
    identities: identities.map((row) => ({
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      userName: row.user_name,
    })),
    passkeys: passkeys.map((row) => ({
      name: row.name,
      created: iso(row.created),
      lastUsed: row.last_used === null ? null : iso(row.last_used),
      backedUp: Number(row.backed_up) === 1,
    })),
    devices: devices.map((row) => ({
      projectId: row.project_id,
      created: iso(row.created),
      expiresAt: iso(row.expires_at),
      hasDeviceKey: row.public_key !== null,
    })),
    sessions: sessions.map((row) => ({
      projectId: row.project_id,
      provider: row.provider,
      userName: row.user_name,
      created: iso(row.created),
      expiresAt: iso(row.expires_at),
    })),
    wallet: wallet
      ? { evmAddress: wallet.evm_address, solanaAddress: wallet.solana_address, created: iso(wallet.created) }
      : null,
    capturedEmails: capturedEmails.map((row) => ({
      projectId: row.project_id,
      account: row.account,
      email: row.email,
      created: iso(row.created),
    })),
    signIns: signIns.map((row) => ({
      projectId: row.project_id,
      account: row.account,
      domain: row.domain,
      issuedAt: row.issued_at,
      expiresAt: iso(row.expires_at),
      revoked: row.revoked_at !== null,
    })),
  }
}

export interface UserDeletion {
  deleted: string
  /** true when an embedded wallet's shares were erased with the account */
  hadWallet: boolean
}

/** erases the user and everything exportUser lists, in one transaction; undefined for an unknown user */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<UserDeletion | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('auth_users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()
    if (!user) return undefined
    const wallet = await trx
      .selectFrom('auth_wallets')
      .select(['evm_address', 'solana_address'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (wallet) await trx.deleteFrom('siwx_sessions').where('address', 'in', addressesOf(wallet)).execute()
    await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute()
    await trx.deleteFrom('auth_devices').where('user_id', '=', userId).execute()
    await trx.deleteFrom('auth_identities').where('user_id', '=', userId).execute()
    await trx.deleteFrom('auth_passkeys').where('user_id', '=', userId).execute()
    await trx.deleteFrom('auth_wallets').where('user_id', '=', userId).execute()
    await trx
      .deleteFrom('auth_codes')
      .where('key', 'in', [`update-primary:${userId}`, `update-secondary:${userId}`])
      .execute()
    if (user.email) {
      await trx.deleteFrom('auth_codes').where('email', '=', user.email).execute()
      await trx.deleteFrom('auth_emails').where('email', '=', user.email).execute()
      await trx.deleteFrom('captured_emails').where('email', '=', user.email).execute()
    }
    await trx.deleteFrom('auth_users').where('id', '=', userId).execute()
    return { deleted: userId, hadWallet: Boolean(wallet) }
  })
}
