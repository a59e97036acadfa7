// A new user's passkey: the options of its creation and the answer verified into a new user holding it. Apart from the
// sign-in: a registration makes the user and stores the credential; a sign-in only reads it.
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './limits.ts'
import { allowedTopOrigin, keepChallenge, passkeyError, takeChallenge } from './passkeyChallenge.ts'
import type { PasskeyConfig, PasskeySignIn } from './passkeys.ts'
import { randomToken } from './secrets.ts'
import type { User } from './users.ts'

type Db = Kysely<Database>

/** the relying party's name the authenticator shows beside the passkey */
export const PASSKEY_RP_NAME = 'Latch'
/** the account name a new passkey carries when the frame names none */
export const DEFAULT_PASSKEY_NAME = 'Latch wallet'

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

/** a registration answer: verified against the challenge, origin and rp id, then a new user holding the new passkey */
export async function registerPasskey(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  response: RegistrationResponseJSON,
  now: number,
): Promise<PasskeySignIn> {
  const taken = await takeChallenge(db, response.response.clientDataJSON, projectId, 'register', now)
  const info = await verifiedRegistration(db, config, response, taken.challenge)
  const user: User = { id: randomToken(16), email: null }
  const name = taken.name ?? DEFAULT_PASSKEY_NAME
  try {
    // the user and the passkey, or neither
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('auth_users').values({ id: user.id, email: null, created: now }).execute()
      await storePasskey(trx, { userId: user.id, userHandle: taken.userHandle!, name, info }, now)
    })
  } catch (error) {
    await refuseKnown(db, info.credential.id)
    throw error
  }
  return { user, name, credentialId: info.credential.id }
}

type RegistrationInfo = NonNullable<Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo']>

/** 409 PasskeyAlreadyRegistered when any user already holds the credential */
export async function refuseKnown(db: Db, credentialId: string) {
  const known = await db
    .selectFrom('auth_passkeys')
    .select('credential_id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst()
  if (known) throw passkeyError(409, 'PasskeyAlreadyRegistered')
}

/** a registration answer checked against its challenge, the frame's origin and rp id, with user verification; a
 * credential someone already holds is refused */
export async function verifiedRegistration(
  db: Db,
  config: PasskeyConfig,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<RegistrationInfo> {
  allowedTopOrigin(config, response.response.clientDataJSON)
  let info: RegistrationInfo
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: true,
    })
    if (!verified.verified || !verified.registrationInfo) throw new Error('not verified')
    info = verified.registrationInfo
  } catch {
    throw passkeyError(401, 'PasskeyNotVerified')
  }
  await refuseKnown(db, info.credential.id)
  return info
}

/** the credential's row: public key, counter, transports, backed-up flag, never any private key */
export async function storePasskey(
  db: Db,
  values: { userId: string; userHandle: string; name: string; info: RegistrationInfo },
  now: number,
) {
  const { info } = values
  await db
    .insertInto('auth_passkeys')
    .values({
      credential_id: info.credential.id,
      user_id: values.userId,
      user_handle: values.userHandle,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: JSON.stringify(info.credential.transports ?? []),
      backed_up: info.credentialBackedUp ? 1 : 0,
      name: values.name,
      created: now,
      last_used: now,
    })
    .execute()
}
