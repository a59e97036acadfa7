// A passkey a signed-in user adds to their account: the options name that user (their passkeys' user handle, or a new
// one) and leave out the passkeys they already have; the answer, bound to the same user by its challenge, becomes one
// more passkey of the user. A credential anyone already holds is refused.
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './limits.ts'
import { keepChallenge, passkeyError, takeChallenge } from './passkeyChallenge.ts'
import { PASSKEY_RP_NAME, refuseKnown, storePasskey, verifiedRegistration } from './passkeyRegistration.ts'
import type { PasskeyConfig } from './passkeys.ts'

type Db = Kysely<Database>

/** creation options for one more passkey of `userId`, kept for one answer by the same user */
export async function linkOptions(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  user: { id: string; name: string },
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const held = await db
    .selectFrom('auth_passkeys')
    .select(['credential_id', 'transports', 'user_handle'])
    .where('user_id', '=', user.id)
    .execute()
  const handle = held[0]?.user_handle
  const options = await generateRegistrationOptions({
    rpName: PASSKEY_RP_NAME,
    rpID: config.rpId,
    userName: user.name,
    userDisplayName: user.name,
    // the user's passkeys share one handle, so the authenticator files the new one beside them
    ...(handle ? { userID: Buffer.from(handle, 'base64url') } : {}),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: held.map((row) => ({
      id: row.credential_id,
      transports: JSON.parse(row.transports) as string[],
    })) as never,
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
  })
  await keepChallenge(
    db,
    {
      challenge: options.challenge,
      projectId,
      purpose: 'link',
      userHandle: options.user.id,
      name: user.name,
      userId: user.id,
    },
    now,
  )
  return options
}

/** the answer to linkOptions, by the user it was made for: the new passkey's name */
export async function linkPasskey(
  db: Db,
  config: PasskeyConfig,
  projectId: string,
  userId: string,
  response: RegistrationResponseJSON,
  now: number,
): Promise<string> {
  const taken = await takeChallenge(db, response.response.clientDataJSON, projectId, 'link', now)
  // a challenge made for another user's session answers nothing here
  if (taken.userId !== userId) throw passkeyError(400, 'PasskeyChallengeInvalid')
  const info = await verifiedRegistration(db, config, response, taken.challenge)
  const name = taken.name!
  try {
    await storePasskey(db, { userId, userHandle: taken.userHandle!, name, info }, now)
  } catch (error) {
    await refuseKnown(db, info.credential.id)
    throw error
  }
  return name
}
