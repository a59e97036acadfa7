// Who a sponsorship is for: a signed-in user of the project, proved by the x-latch-session header (the embedded
// wallet's session token, or a sign-in session's id), and only for that user's own smart account. A request without
// one is an attacker who knows the project id: nothing is signed and nothing is charged.
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { findSession as findWalletSession } from '../auth/sessions.ts'
import { walletOf } from '../auth/wallets.ts'
import { chainClient } from '../chain/chains.ts'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { findSession as findSignInSession } from '../sessions/store.ts'
import { smartAccountOf } from './smartAccount.ts'

/** the header the frame (its session token) and a sign-in (its session id) prove the user with */
export const SESSION_HEADER = 'x-latch-session'
const sessionSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/)

export const SPONSORED_USER_TEXTS = {
  noSession: `Gas is sponsored only for signed-in users of this project: no session in the ${SESSION_HEADER} header`,
  notLive: 'The session is not a live session of this project: sign in again',
  notTheirs: (sender: string) => `${sender} is not the signed-in user's smart account`,
} as const

export type SponsoredUser = { ok: true; account: Address } | { ok: false; message: string }

/** the session's user, when `sender` is their smart account on `chain` */
export async function sponsoredUser(
  context: CloudContext,
  {
    header,
    projectId,
    chain,
    sender,
  }: { header: string | undefined; projectId: string; chain: ChainConfig; sender: string },
): Promise<SponsoredUser> {
  if (header === undefined) return { ok: false, message: SPONSORED_USER_TEXTS.noSession }
  const token = sessionSchema.safeParse(header)
  if (!token.success) return { ok: false, message: SPONSORED_USER_TEXTS.notLive }
  const proved = await provedBy(context, token.data, projectId)
  if (!proved) return { ok: false, message: SPONSORED_USER_TEXTS.notLive }
  const account = getAddress(sender)
  // a sign-in may be the smart account itself (ERC-1271 / ERC-6492); the embedded wallet's key is only its owner
  if (proved.signedIn === account) return { ok: true, account }
  if (proved.owner && (await smartAccountOf(chainClient(chain), proved.owner)) === account) return { ok: true, account }
  return { ok: false, message: SPONSORED_USER_TEXTS.notTheirs(sender) }
}

/** what the live session proves: the key that owns the user's smart account, and the account a sign-in signed in;
 * undefined when it is no live session of this project */
async function provedBy(
  context: CloudContext,
  token: string,
  projectId: string,
): Promise<{ owner?: Address; signedIn?: Address } | undefined> {
  const now = context.now().getTime()
  const wallet = await findWalletSession(context.db, token, projectId, now)
  if (wallet.status === 'active') {
    const addresses = await walletOf(context.db, wallet.user.id)
    return addresses ? { owner: getAddress(addresses.evmAddress) } : {}
  }
  const signIn = await findSignInSession(context.db, token, projectId, now)
  if (signIn.status !== 'active') return undefined
  const { chainId, address } = signIn.session
  if (!chainId.startsWith('eip155:') || !isAddress(address)) return {}
  return { owner: getAddress(address), signedIn: getAddress(address) }
}
