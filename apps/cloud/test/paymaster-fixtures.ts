// Helpers of the paymaster tests: a signed-in user of a project with an embedded wallet (its session token, as the
// frame holds it), and the smart account the paymaster sponsors for them.
import type { Kysely } from 'kysely'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSession } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { registerWallet } from '../src/auth/wallets.ts'
import type { Database } from '../src/db/schema.ts'
import { smartAccountOf } from '../src/paymaster/smartAccount.ts'

let users = 0

/** a user of `projectId` signed in by email, whose embedded wallet's EVM key is `owner`: the session token */
export async function signedInUser(db: Kysely<Database>, projectId: string, owner: Address): Promise<string> {
  const now = Date.now()
  const user = await emailUser(db, `paymaster-${process.pid}-${users++}@example.com`, now)
  await registerWallet(
    db,
    'paymaster-tests-secret-0123456789',
    user.id,
    {
      evmAddress: owner,
      solanaAddress: '11111111111111111111111111111111',
      serverShare: Buffer.alloc(33),
      recovery: { v: 1 },
    },
    now,
  )
  return (await createSession(db, { userId: user.id, projectId, provider: 'email', userName: null }, now)).token
}

/** a wallet key's address and its Safe smart account on the chain `rpcUrl` serves */
export async function walletWithAccount(
  rpcUrl: string,
  key: `0x${string}`,
): Promise<{ owner: Address; account: Address }> {
  const owner = privateKeyToAccount(key).address
  const client = createPublicClient({ transport: http(rpcUrl) }) as PublicClient
  return { owner, account: await smartAccountOf(client, owner) }
}
