// Passkeys (WebAuthn) for the embedded wallet: the frame, on its own origin, creates and uses them; the cloud keeps each
// user's credentials and verifies every answer with @simplewebauthn/server against that origin and its rp id. A
// challenge is answered once, in the project that asked for it, for the step it was made for, within its lifetime.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { LatchErrorCode } from '@latch/core'
import { LatchError } from '@latch/core'
import { HTTPException } from 'hono/http-exception'
import type { Kysely } from 'kysely'
import type { CloudConfig } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './limits.ts'
import { randomToken } from './secrets.ts'
import type { User } from './users.ts'

type Db = Kysely<Database>
export type PasskeyConfig = NonNullable<CloudConfig['passkeys']> & {
  /** a page that may embed the frame for this project (its allowed origins): the ceremony's top origin when framed */
  topOriginAllowed?: (origin: string) => boolean
}

/** the page the ceremony ran under when the frame was embedded (clientData crossOrigin, topOrigin), once it is allowed;
 * undefined when not framed. A framed answer from a page the project does not allow is PasskeyNotVerified */
function allowedTopOrigin(config: PasskeyConfig, clientDataJSON: string): string | undefined {
  let clientData: { crossOrigin?: unknown; topOrigin?: unknown }
  try {
    clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof clientData
  } catch {
    throw passkeyError(401, 'PasskeyNotVerified')
  }
  if (clientData.crossOrigin !== true || typeof clientData.topOrigin !== 'string') return undefined
  if (!config.topOriginAllowed?.(clientData.topOrigin)) throw passkeyError(401, 'PasskeyNotVerified')
  return clientData.topOrigin
}
/** a new user's passkey, a sign-in, or a signed-in user's fresh proof (export private key) */
export type PasskeyPurpose = 'register' | 'authenticate' | 'proof'

/** the relying party's name the authenticator shows beside the passkey */
export const PASSKEY_RP_NAME = 'Latch'
/** the account name a new passkey carries when the frame names none */
export const DEFAULT_PASSKEY_NAME = 'Latch wallet'

type PasskeyRefusal = Extract<LatchErrorCode, `Passkey${string}`>

/** a passkey refusal: its stable code and English text, `{ error, code }`, with its status */
export const passkeyError = (status: 400 | 401 | 403 | 409, code: PasskeyRefusal) =>
  new HTTPException(status, { res: Response.json({ error: new LatchError(code).message, code }, { status }) })

/** the challenge an answer carries, read from its client data (the signature over it is checked after) */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof parsed.challenge === 'string' && parsed.challenge.length <= 128 ? parsed.challenge : undefined
  } catch {
    return undefined
  }
}

interface TakenChallenge {
  challenge: string
  userHandle: string | null
  name: string | null
}

/** takes (deletes) the challenge the answer names, once: unknown, used, another project's or step's, or expired: refused */
async function takeChallenge(
  db: Db,
  clientDataJSON: string,
  projectId: string,
  purpose: PasskeyPurpose,
  now: number,
): Promise<TakenChallenge> {
  const challenge = challengeOf(clientDataJSON)
  if (!challenge) throw passkeyError(400, 'PasskeyChallengeInvalid')
  const row = await db
    .deleteFrom('auth_passkey_challenges')
    .where('challenge', '=', challenge)
    .where('project_id', '=', projectId)
    .where('purpose', '=', purpose)
    .returning(['user_handle', 'name', 'expires_at'])
    .executeTakeFirst()
  if (!row || Number(row.expires_at) <= now) throw passkeyError(400, 'PasskeyChallengeInvalid')
  return { challenge, userHandle: row.user_handle, name: row.name }
}

async function keepChallenge(
  db: Db,
  values: { challenge: string; projectId: string; purpose: PasskeyPurpose; userHandle?: string; name?: string },
  now: number,
) {
  // expired challenges of every project go on the way, so the table holds only those in flight
  await db.deleteFrom('auth_passkey_challenges').where('expires_at', '<=', now).execute()
  await db
    .insertInto('auth_passkey_challenges')
    .values({
      challenge: values.challenge,
      project_id: values.projectId,
      purpose: values.purpose,
      user_handle: values.userHandle ?? null,
      name: values.name ?? null,
      expires_at: now + PASSKEY_CHALLENGE_LIFETIME_MS,
    })
    .execute()
}

/** options for a new passkey of a new user: a resident key with user verification, on the frame's rp id */
export async function registrationOptions(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  name: string,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: PASSKEY_RP_NAME,
    rpID: config.rpId,
    userName: name,
    userDisplayName: name,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
  })
  await keepChallenge(
    db,
    { challenge: options.challenge, projectId, purpose: 'register', userHandle: options.user.id, name },
    now,
  )
  return options
}

/** options for signing in with any passkey of this rp id (the authenticator offers the ones it has) */
export async function authenticationOptions(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  now: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
  })
  await keepChallenge(db, { challenge: options.challenge, projectId, purpose: 'authenticate' }, now)
  return options
}

/** options for a signed-in user's fresh proof: only that user's passkeys are offered; PasskeyUnknown when they have none */
export async function proofOptions(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  userId: string,
  now: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await db
    .selectFrom('auth_passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute()
  if (passkeys.length === 0) throw passkeyError(401, 'PasskeyUnknown')
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
    allowCredentials: passkeys.map((row) => ({
      id: row.credential_id,
      transports: JSON.parse(row.transports) as string[],
    })),
  })
  await keepChallenge(db, { challenge: options.challenge, projectId, purpose: 'proof' }, now)
  return options
}

export interface PasskeySignIn {
  user: User
  /** the passkey's name, carried by the session as its user name */
  name: string
}

/** a registration answer: verified against the challenge, origin and rp id, then a new user holding the new passkey */
export async function registerPasskey(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  response: RegistrationResponseJSON,
  now: number,
): Promise<PasskeySignIn> {
  const taken = await takeChallenge(db, response.response.clientDataJSON, projectId, 'register', now)
  allowedTopOrigin(config, response.response.clientDataJSON)
  let info
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: true,
    })
    if (!verified.verified) throw new Error('not verified')
    info = verified.registrationInfo
  } catch {
    throw passkeyError(401, 'PasskeyNotVerified')
  }
  const known = await db
    .selectFrom('auth_passkeys')
    .select('credential_id')
    .where('credential_id', '=', info.credential.id)
    .executeTakeFirst()
  if (known) throw passkeyError(409, 'PasskeyAlreadyRegistered')
  const user: User = { id: randomToken(16), email: null }
  const name = taken.name ?? DEFAULT_PASSKEY_NAME
  try {
    // the user and the passkey, or neither
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('auth_users').values({ id: user.id, email: null, created: now }).execute()
      await trx
        .insertInto('auth_passkeys')
        .values({
          credential_id: info.credential.id,
          user_id: user.id,
          user_handle: taken.userHandle!,
          public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: JSON.stringify(info.credential.transports ?? []),
          backed_up: info.credentialBackedUp ? 1 : 0,
          name,
          created: now,
          last_used: now,
        })
        .execute()
    })
  } catch (error) {
    // a concurrent registration of the same credential took the key first
    if (
      await db
        .selectFrom('auth_passkeys')
        .select('credential_id')
        .where('credential_id', '=', info.credential.id)
        .executeTakeFirst()
    ) {
      throw passkeyError(409, 'PasskeyAlreadyRegistered')
    }
    throw error
  }
  return { user, name }
}

/** a sign-in answer: the passkey's user, once the answer is verified and its signature counter moved on */
export const authenticatePasskey = (
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  response: AuthenticationResponseJSON,
  now: number,
) => verifyAssertion(db, config, projectId, 'authenticate', response, now)

/** a signed-in user's fresh proof: the answer must be verified and made with a passkey of `userId` (else PasskeyUnknown) */
export async function provePasskey(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  userId: string,
  response: AuthenticationResponseJSON,
  now: number,
): Promise<void> {
  await verifyAssertion(db, config, projectId, 'proof', response, now, userId)
}

async function verifyAssertion(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  purpose: Exclude<PasskeyPurpose, 'register'>,
  response: AuthenticationResponseJSON,
  now: number,
  userId?: string,
): Promise<PasskeySignIn> {
  const taken = await takeChallenge(db, response.response.clientDataJSON, projectId, purpose, now)
  const topOrigin = allowedTopOrigin(config, response.response.clientDataJSON)
  const passkey = await db
    .selectFrom('auth_passkeys')
    .innerJoin('auth_users', 'auth_users.id', 'auth_passkeys.user_id')
    .select([
      'auth_passkeys.credential_id',
      'auth_passkeys.user_handle',
      'auth_passkeys.public_key',
      'auth_passkeys.counter',
      'auth_passkeys.transports',
      'auth_passkeys.name',
      'auth_users.id',
      'auth_users.email',
    ])
    .where('auth_passkeys.credential_id', '=', response.id)
    .executeTakeFirst()
  // an answer whose user handle names another user than the credential's is no sign-in of either
  const ownersAnswer =
    response.response.userHandle === undefined || response.response.userHandle === passkey?.user_handle
  if (!passkey || response.rawId !== response.id || !ownersAnswer || (userId !== undefined && passkey.id !== userId)) {
    throw passkeyError(401, 'PasskeyUnknown')
  }
  const stored = Number(passkey.counter)
  let info
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      // the frame answers from inside the page that embeds it: that page, checked above against the project
      ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
      // the counter is compared below, where a replay gets its own code and a raced answer is caught by the update
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: 0,
        transports: JSON.parse(passkey.transports) as string[],
      },
      requireUserVerification: true,
    })
    if (!verified.verified) throw new Error('not verified')
    info = verified.authenticationInfo
  } catch {
    throw passkeyError(401, 'PasskeyNotVerified')
  }
  // an authenticator that counts must show a higher count than last time (both 0: one that keeps no count)
  if ((info.newCounter > 0 || stored > 0) && info.newCounter <= stored) throw passkeyError(401, 'PasskeyReplayed')
  const updated = await db
    .updateTable('auth_passkeys')
    .set({ counter: info.newCounter, last_used: now, backed_up: info.credentialBackedUp ? 1 : 0 })
    .where('credential_id', '=', passkey.credential_id)
    .where('counter', '=', stored)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) throw passkeyError(401, 'PasskeyReplayed')
  return { user: { id: passkey.id, email: passkey.email }, name: passkey.name }
}
