// A ceremony's challenge, kept when its options are made and taken once by the answer (its project, its step, its
// lifetime), the answer's client data read (its challenge, the page that framed it) and the refusal each step answers.
import type { LatchErrorCode } from '@latch/core'
import { LatchError } from '@latch/core'
import { HTTPException } from 'hono/http-exception'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './limits.ts'
import type { PasskeyConfig, PasskeyPurpose } from './passkeys.ts'

type Db = Kysely<Database>

/** the page the ceremony ran under when the frame was embedded (clientData crossOrigin, topOrigin), once it is allowed;
 * undefined when not framed. A framed answer from a page the project does not allow is PasskeyNotVerified */
export function allowedTopOrigin(config: PasskeyConfig, clientDataJSON: string): string | undefined {
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
  /** the signed-in user a 'link' challenge was made for */
  userId: string | null
}

/** takes (deletes) the challenge the answer names, once: unknown, used, another project's or step's, or expired: refused */
export async function takeChallenge(
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
    .returning(['user_handle', 'name', 'user_id', 'expires_at'])
    .executeTakeFirst()
  if (!row || Number(row.expires_at) <= now) throw passkeyError(400, 'PasskeyChallengeInvalid')
  return { challenge, userHandle: row.user_handle, name: row.name, userId: row.user_id ?? null }
}

export async function keepChallenge(
  db: Db,
  values: {
    challenge: string
    projectId: string
    purpose: PasskeyPurpose
    userHandle?: string
    name?: string
    userId?: string
  },
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
      user_id: values.userId ?? null,
      expires_at: now + PASSKEY_CHALLENGE_LIFETIME_MS,
    })
    .execute()
}
