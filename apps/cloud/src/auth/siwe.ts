// Sign-In With Ethereum (EIP-4361), or With Solana (siws.ts), for the embedded wallet's account: the cloud issues a nonce for one step (a
// signed-in user's link, bound to that user, or a sign-in), the page's external wallet signs a message carrying it,
// and the cloud takes the nonce once, checks the message was made for a page the project allows, and recovers the
// signer. A linked wallet is an identity of the user (issuer `eip155`, subject the lowercase address).
import { randomBytes } from 'node:crypto'
import { LatchError, type LatchErrorCode } from '@latch/core'
import { HTTPException } from 'hono/http-exception'
import type { Kysely } from 'kysely'
import { type Address, getAddress, type Hex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Database } from '../db/schema.ts'
import { firstLine, log } from '../observe/logger.ts'
import type { AuthDeps } from './deps.ts'
import { pageProblem } from './signedPage.ts'
import { checkSiwsFields, isSiwsText, SIWS_ISSUER, SIWS_PROVIDER, siwsSignatureValid } from './siws.ts'

type Db = Kysely<Database>
export type WalletNoncePurpose = 'link' | 'signin'

/** a nonce is answered within this (the wallet's prompt, a person reading the message) */
export const WALLET_NONCE_LIFETIME_MS = 5 * 60_000
/** the identity issuer of a wallet linked by EIP-4361 */
export const SIWE_ISSUER = 'eip155'
/** the session provider of a sign-in with a linked wallet */
export const SIWE_PROVIDER = 'siwe'

type WalletRefusal = Extract<LatchErrorCode, `Wallet${string}`>

/** a refusal: its stable code and English text, `{ error, code }`, with its status; one code (WalletSignatureInvalid)
 * for every refused message (unknown or used nonce, another page, a bad signature), whose reason is only logged */
export const walletError = (status: 401 | 403 | 409, code: WalletRefusal) =>
  new HTTPException(status, { res: Response.json({ error: new LatchError(code).message, code }, { status }) })

/** a fresh nonce for `purpose`, kept until one message carries it (EIP-4361 nonces are alphanumeric) */
export async function issueWalletNonce(
  deps: AuthDeps,
  values: { projectId: string; purpose: WalletNoncePurpose; userId?: string },
): Promise<string> {
  const now = deps.now()
  const nonce = randomBytes(16).toString('hex')
  // expired nonces of every project go on the way, so the table holds only those in flight
  await deps.db.deleteFrom('auth_wallet_nonces').where('expires_at', '<=', now).execute()
  await deps.db
    .insertInto('auth_wallet_nonces')
    .values({
      nonce,
      project_id: values.projectId,
      purpose: values.purpose,
      user_id: values.userId ?? null,
      expires_at: now + WALLET_NONCE_LIFETIME_MS,
    })
    .execute()
  return nonce
}

export interface SiweExpectation {
  projectId: string
  purpose: WalletNoncePurpose
  /** the signed-in user a link's nonce was issued to */
  userId?: string
  /** a page the project allows (its allowed origins) */
  originAllowed: (origin: string) => boolean
}

/** why the message's fields are not what the cloud asked for, or its address and nonce */
export function checkSiweFields(
  text: string,
  originAllowed: (origin: string) => boolean,
  now: number,
): { address: Address; nonce: string } | { problem: string } {
  const message = parseSiweMessage(text)
  const problem = (reason: string) => ({ problem: reason })
  if (!message.address || !message.nonce || !message.domain || !message.uri) return problem('not an EIP-4361 message')
  if (message.version !== '1') return problem(`version ${message.version}`)
  const wrong = pageProblem(
    { ...message, notBefore: message.notBefore?.toISOString(), expirationTime: message.expirationTime?.toISOString() },
    originAllowed,
    now,
  )
  if (wrong) return problem(wrong)
  return { address: message.address, nonce: message.nonce }
}

/** a wallet a signed message proved: its identity (issuer, subject) and the session provider it signs in with */
export interface ProvenWallet {
  issuer: typeof SIWE_ISSUER | typeof SIWS_ISSUER
  provider: typeof SIWE_PROVIDER | typeof SIWS_PROVIDER
  /** as people read it: the checksummed EVM address, the base58 Solana address */
  address: string
  /** the identity's subject: the lowercase EVM address, the Solana address as written */
  subject: string
}

/**
 * The signer of `message` (EIP-4361, or Sign In With Solana when its first line says so) when it carries a nonce
 * issued for this step (taken here, whatever follows), names an allowed page and is signed by its address; 401 with
 * one text otherwise.
 */
export async function verifyWalletMessage(
  deps: AuthDeps,
  signed: { message: string; signature: string },
  expected: SiweExpectation,
): Promise<ProvenWallet> {
  const refuse = (reason: string) => {
    log.warn({ component: 'auth', refusal: reason }, 'wallet signature refused')
    return walletError(401, 'WalletSignatureInvalid')
  }
  const now = deps.now()
  const solana = isSiwsText(signed.message)
  let fields: { address: string; nonce: string } | { problem: string }
  try {
    fields = solana
      ? checkSiwsFields(signed.message, expected.originAllowed, now)
      : checkSiweFields(signed.message, expected.originAllowed, now)
  } catch (error) {
    throw refuse(`unreadable: ${firstLine(error)}`)
  }
  if ('problem' in fields) throw refuse(fields.problem)
  const row = await takeNonce(deps.db, fields.nonce, expected.projectId, expected.purpose)
  if (!row || Number(row.expires_at) <= now) throw refuse('unknown, used or expired nonce')
  if (expected.purpose === 'link' && row.user_id !== expected.userId) throw refuse('nonce of another user')
  if (solana) {
    const valid = await siwsSignatureValid(fields.address, signed.message, signed.signature)
    if (!valid) throw refuse('the signature is not by the message’s address')
    return { issuer: SIWS_ISSUER, provider: SIWS_PROVIDER, address: fields.address, subject: fields.address }
  }
  const valid = await verifyMessage({
    address: fields.address as Address,
    message: signed.message,
    signature: signed.signature as Hex,
  }).catch(() => false)
  if (!valid) throw refuse('the signature is not by the message’s address')
  const address = getAddress(fields.address)
  return { issuer: SIWE_ISSUER, provider: SIWE_PROVIDER, address, subject: address.toLowerCase() }
}

const takeNonce = (db: Db, nonce: string, projectId: string, purpose: WalletNoncePurpose) =>
  db
    .deleteFrom('auth_wallet_nonces')
    .where('nonce', '=', nonce)
    .where('project_id', '=', projectId)
    .where('purpose', '=', purpose)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst()

/** the user a wallet is linked to, if any */
export const walletOwner = (db: Db, wallet: Pick<ProvenWallet, 'issuer' | 'subject'>) =>
  db
    .selectFrom('auth_identities')
    .select('user_id')
    .where('issuer', '=', wallet.issuer)
    .where('subject', '=', wallet.subject)
    .executeTakeFirst()

/** links the verified wallet to the user: 409 when it is linked already, to them or to anyone else */
export async function linkWallet(db: Db, userId: string, wallet: ProvenWallet, now: number): Promise<void> {
  const owner = await walletOwner(db, wallet)
  if (owner) throw walletError(409, owner.user_id === userId ? 'WalletAlreadyLinked' : 'WalletLinkedElsewhere')
  try {
    await db
      .insertInto('auth_identities')
      .values({
        issuer: wallet.issuer,
        provider: wallet.provider,
        subject: wallet.subject,
        user_id: userId,
        email: null,
        user_name: wallet.address,
        created: now,
      })
      .execute()
  } catch {
    // the primary key caught another link of the same wallet meanwhile
    throw walletError(409, 'WalletLinkedElsewhere')
  }
}
