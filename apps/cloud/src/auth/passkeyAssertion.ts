// Signing in with a passkey, and a signed-in user's fresh proof with one: the options offered and the answer verified
// against the stored credential, whose signature counter must move on. Apart from the registration, which makes users.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './limits.ts'
import { allowedTopOrigin, keepChallenge, passkeyError, takeChallenge } from './passkeyChallenge.ts'
import type { PasskeyConfig, PasskeyPurpose, PasskeySignIn } from './passkeys.ts'

type Db = Kysely<Database>

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
  purpose: Exclude<PasskeyPurpose, 'register' | 'link'>,
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
  return { user: { id: passkey.id, email: passkey.email }, name: passkey.name, credentialId: passkey.credential_id }
}
