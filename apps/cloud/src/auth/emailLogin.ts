// Email sign-in (SPEC §3 connect email / one-time code, §4, §5): start mails a code, verify turns it into a session.
import { codeMail, type CodePurpose } from '../mail/codeMail.ts'
import { loginKey, newAttempt } from './attempts.ts'
import {
  checkCode,
  type CodeCheck,
  cooldownLeft,
  deleteCode,
  pendingEmail,
  releaseSend,
  reserveSend,
  storeCode,
} from './codes.ts'
import { type AuthDeps, authError } from './deps.ts'
import { type DeviceProof, provenDevice } from './deviceKeys.ts'
import { issueDevice } from './devices.ts'
import { takeAddressGuess } from './guards.ts'
import { AUTH_TEXTS, CODE_LIFETIME_MS, wholeSeconds } from './limits.ts'
import { randomCode } from './secrets.ts'
import { createSession } from './sessions.ts'
import { emailUser } from './users.ts'
import { emailCodes, lockouts } from '../observe/metrics.ts'
import { firstLine, log } from '../observe/logger.ts'

/** SPEC: 'Please try again after {n} seconds', n rounded up */
const cooldownError = (seconds: number) =>
  authError(429, AUTH_TEXTS.cooldown(seconds), { 'retry-after': String(seconds) })

/** claims the 30 s cooldown (429 with the SPEC text otherwise), stores the code's hash, mails it */
export async function mailCode(
  deps: AuthDeps,
  pending: { key: string; email: string; payload?: Record<string, string> },
  purpose: CodePurpose,
  cooldown = true,
) {
  const now = deps.now()
  let previous: number | null = null
  if (cooldown) {
    const reservation = await reserveSend(deps.db, pending.email, now)
    if (!reservation.ok) {
      throw cooldownError(wholeSeconds(reservation.retryInMs))
    }
    previous = reservation.previous
  }
  const code = randomCode()
  await storeCode(deps.db, await deps.codeSecret(), pending, code, now)
  try {
    await deps.mailer.send(codeMail(pending.email, code, purpose, CODE_LIFETIME_MS / 60_000))
    emailCodes.inc({ outcome: 'sent' })
  } catch (error) {
    emailCodes.inc({ outcome: 'failed' })
    // neither the address nor the code: the mailer's reason only
    log.warn({ error: firstLine(error) }, 'code mail not sent')
    await deleteCode(deps.db, pending.key)
    if (cooldown) await releaseSend(deps.db, pending.email, previous)
    throw authError(502, AUTH_TEXTS.sendFailed)
  }
}

/**
 * wrong → 401 with one text for every kind of failure; the code's fifth wrong guess → 423 (that code ended, a new
 * one is needed). A guess at a live code also counts against its address across all its codes (429 over it).
 */
export async function expectCode(
  deps: AuthDeps,
  key: string,
  otp: string,
): Promise<Extract<CodeCheck, { outcome: 'ok' }>> {
  const now = deps.now()
  const mailedTo = await pendingEmail(deps.db, key, now)
  if (mailedTo) await takeAddressGuess(deps, mailedTo)
  const check = await checkCode(deps.db, await deps.codeSecret(), key, otp, now, deps.previousSecret)
  if (check.outcome === 'ended') {
    lockouts.inc({ rule: 'auth:code-guesses' })
    throw authError(423, AUTH_TEXTS.codeEnded)
  }
  if (check.outcome === 'wrong') throw authError(401, AUTH_TEXTS.invalidCode)
  return check
}

/** a session for the user of a verified email (created on first sign-in) */
async function emailSession(deps: AuthDeps, email: string, projectId: string, now: number) {
  const user = await emailUser(deps.db, email, now)
  const session = await createSession(
    deps.db,
    { userId: user.id, projectId, provider: 'email', userName: null, methodId: 'email' },
    now,
  )
  return { user, session }
}

export type StartAnswer =
  /** attempt: this login's id, which the browser that started it sends back with the code */
  | { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; attempt: string }
  | { action: 'CONNECT'; token: string; email: string; expiresAt: string }

/**
 * VERIFY_OTP: no device token came, a code is mailed. VERIFY_DEVICE: the device token is not a live one of this
 * email's user in this project, or came without its key's signature, a code is mailed that names a new device.
 * CONNECT: this device proved this email before, was not signed out since and signed our challenge with its key, a
 * session comes at once. The answer depends only on what the caller sent,
 * never on whether the address has an account.
 */
export async function startEmailLogin(
  deps: AuthDeps,
  input: { email: string; deviceToken?: string; deviceProof?: DeviceProof; projectId: string },
): Promise<StartAnswer> {
  const device = input.deviceToken ? await provenDevice(deps, { ...input, deviceToken: input.deviceToken }) : undefined
  const known = device?.email === input.email
  if (known) {
    const now = deps.now()
    const waitMs = await cooldownLeft(deps.db, input.email, now)
    if (waitMs > 0) throw cooldownError(wholeSeconds(waitMs))
    const { session } = await emailSession(deps, input.email, input.projectId, now)
    return { action: 'CONNECT', token: session.token, email: input.email, expiresAt: session.expiresAt }
  }
  const attempt = newAttempt()
  await mailCode(
    deps,
    { key: loginKey(input.projectId, input.email, attempt), email: input.email },
    input.deviceToken ? 'new-device' : 'login',
  )
  return { action: input.deviceToken ? 'VERIFY_DEVICE' : 'VERIFY_OTP', attempt }
}

/** the code proves the email on this device: a session, and a device token for this user and project */
export async function verifyEmailLogin(
  deps: AuthDeps,
  input: { email: string; otp: string; attempt: string; projectId: string },
) {
  await expectCode(deps, loginKey(input.projectId, input.email, input.attempt), input.otp)
  const now = deps.now()
  const { user, session } = await emailSession(deps, input.email, input.projectId, now)
  const deviceToken = await issueDevice(deps.db, { userId: user.id, projectId: input.projectId }, now)
  return { token: session.token, email: input.email, expiresAt: session.expiresAt, deviceToken }
}
