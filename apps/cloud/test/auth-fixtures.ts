// Helpers of the auth tests: a project, JSON calls, an injected clock, and the codes from the mail catcher.
import { hashToken } from '../src/auth/secrets.ts'
import { codeOf } from '../src/mail/codeMail.ts'
import type { MailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import type { EngineHandle } from './engines.ts'

export const AUTH_PROJECT = 'auth-tests'

export async function createAuthProject(handle: EngineHandle) {
  await saveProject(handle.context.db, {
    id: AUTH_PROJECT,
    name: 'Auth tests',
    allowedOrigins: ['http://localhost:*'],
    plan: 'basic',
    features: {},
  })
}

export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T & { error?: string }
  headers: Headers
}

export async function post<T = Record<string, unknown>>(
  handle: EngineHandle,
  path: string,
  body: unknown,
  projectId = AUTH_PROJECT,
): Promise<Answer<T>> {
  const response = await handle.request(`${path}?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T & { error?: string }, headers: response.headers }
}

/** the user id the database stores for a session token (read past the API) */
export async function storedSessionUser(handle: EngineHandle, token: string): Promise<string> {
  const row = await handle.context.db
    .selectFrom('auth_sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow()
  return row.user_id
}

/** a time in the middle of a fixed window: counts a test takes at it cannot straddle two of the limiter's windows */
export const midWindow = (windowMs = 60_000, now = Date.now()) => Math.floor(now / windowMs) * windowMs + windowMs / 2

/** replaces the app's clock with one the test moves by hand (no timed assertions) */
export function manualClock(handle: Pick<EngineHandle, 'context'>, start = Date.now()) {
  let time = start
  handle.context.now = () => new Date(time)
  return {
    advance(ms: number) {
      time += ms
    },
  }
}

/** the code of the newest mail to `to` whose id is above `afterId` */
export async function codeMailedTo(catcher: MailCatcher, to: string, afterId = 0) {
  const message = await catcher.waitForMessage(to, (candidate) => candidate.id > afterId)
  const code = codeOf(message.subject)
  if (!code) throw new Error(`no code in "${message.subject}"`)
  return { code, message }
}

export const lastMailId = (catcher: MailCatcher) => catcher.messages().at(-1)?.id ?? 0

/** a code guaranteed to differ from `code` */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** the device keys the tests' frames hold, by device token (a frame keeps its own non-extractable in IndexedDB) */
const deviceKeys = new Map<string, CryptoKeyPair>()

/** binds a new device token to a new key, as the frame does right after a sign-in; the answer of the bind call */
export async function bindDevice(
  handle: EngineHandle,
  who: { token: string; deviceToken: string },
  projectId = AUTH_PROJECT,
) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
  const answer = await post(
    handle,
    '/v1/auth/device/key',
    { token: who.token, deviceToken: who.deviceToken, publicKey },
    projectId,
  )
  if (answer.status === 200) deviceKeys.set(who.deviceToken, pair)
  return answer
}

/** the device's signature over a fresh challenge, as the frame sends it with its token; none for a token never bound */
export async function deviceProof(
  handle: EngineHandle,
  deviceToken: string,
  projectId = AUTH_PROJECT,
  pair = deviceKeys.get(deviceToken),
) {
  if (!pair) return undefined
  const { body } = await post<{ challenge: string }>(handle, '/v1/auth/device/challenge', {}, projectId)
  const message = new TextEncoder().encode(`latch/device-proof/v1\n${projectId}\n${body.challenge}\n${deviceToken}`)
  const signature = Buffer.from(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, message),
  ).toString('base64url')
  return { challenge: body.challenge, signature }
}

/** a token and device token with the device's proof, as the wallet calls take them */
export const provenDevice = async (
  handle: EngineHandle,
  who: { token: string; deviceToken: string },
  projectId = AUTH_PROJECT,
) => ({
  token: who.token,
  deviceToken: who.deviceToken,
  deviceProof: await deviceProof(handle, who.deviceToken, projectId),
})
