// Update email (SPEC §3): a code to the current address (VERIFY_PRIMARY_OTP), then one to the new address
// (VERIFY_SECONDARY_OTP), then the change (newEmail). Every step needs the signed-in session, and the start a device
// that proves the user with its key; a user with a passkey may prove the start with it instead of the first code, and
// goes straight to the new address's code. The change revokes
// every other session and every device token of the user: the old address no longer signs anyone in, but it is told,
// and can undo the change for a day (emailChange.ts).
import { type AuthDeps, authError } from './deps.ts'
import { noticeEmailChange } from './emailChange.ts'
import { type DeviceProof, provenDevice } from './deviceKeys.ts'
import { issueDevice, revokeUserDevices } from './devices.ts'
import { expectCode, mailCode } from './emailLogin.ts'
import { AUTH_TEXTS } from './limits.ts'
import type { PasskeyAssertion } from './passkeyRoutes.ts'
import { type PasskeyConfig, provePasskey } from './passkeys.ts'
import { requireSession, revokeUserSessions } from './sessions.ts'
import { changeEmail, type User, userByEmail } from './users.ts'

const primaryKey = (userId: string) => `update-primary:${userId}`
const secondaryKey = (userId: string) => `update-secondary:${userId}`

/** the session's user; 401 'Session Expired' for an expired session, 'Not signed in' for none */
export async function sessionUser(deps: AuthDeps, token: string, projectId: string): Promise<User & { email: string }> {
  const session = await requireSession(deps, token, projectId)
  if (!session.user.email) throw authError(409, 'This account has no email to update')
  return session.user as User & { email: string }
}

async function refuseIfTaken(deps: AuthDeps, userId: string, email: string) {
  const owner = await userByEmail(deps.db, email)
  if (owner && owner.id !== userId) throw authError(409, AUTH_TEXTS.emailInUse)
}

export async function startEmailUpdate(
  deps: AuthDeps,
  input: {
    token: string
    email: string
    projectId: string
    deviceToken: string
    deviceProof?: DeviceProof
    passkey?: PasskeyAssertion
  },
  /** the project's passkey settings, when the start carries a passkey's answer */
  passkeys?: PasskeyConfig,
) {
  const user = await sessionUser(deps, input.token, input.projectId)
  // the wallet's proof: this device holds the user's device key (the key share is released only to such a device)
  const device = await provenDevice(deps, input)
  if (device?.userId !== user.id) throw authError(403, AUTH_TEXTS.deviceNotProven)
  if (user.email === input.email) throw authError(400, AUTH_TEXTS.sameEmail)
  await refuseIfTaken(deps, user.id, input.email)
  if (input.passkey && passkeys) {
    // one of the user's own passkeys, on a fresh challenge: the owner is proved as the current address's code would
    await provePasskey(deps.db, passkeys, input.projectId, user.id, input.passkey, deps.now())
    await mailCode(
      deps,
      { key: secondaryKey(user.id), email: input.email, payload: { newEmail: input.email } },
      'update-secondary',
    )
    return { action: 'VERIFY_SECONDARY_OTP' as const }
  }
  await mailCode(
    deps,
    { key: primaryKey(user.id), email: user.email, payload: { newEmail: input.email } },
    'update-primary',
  )
  return { action: 'VERIFY_PRIMARY_OTP' as const }
}

export async function verifyPrimaryOtp(deps: AuthDeps, input: { token: string; otp: string; projectId: string }) {
  const user = await sessionUser(deps, input.token, input.projectId)
  const { payload } = await expectCode(deps, primaryKey(user.id), input.otp)
  const newEmail = payload.newEmail!
  // the primary code already proved the owner: the new address gets its code without a second cooldown
  await mailCode(
    deps,
    { key: secondaryKey(user.id), email: newEmail, payload: { newEmail } },
    'update-secondary',
    false,
  )
  return { action: 'VERIFY_SECONDARY_OTP' as const }
}

export async function verifySecondaryOtp(deps: AuthDeps, input: { token: string; otp: string; projectId: string }) {
  const user = await sessionUser(deps, input.token, input.projectId)
  const { payload } = await expectCode(deps, secondaryKey(user.id), input.otp)
  const newEmail = payload.newEmail!
  if ((await changeEmail(deps.db, user.id, newEmail)) === 'taken') throw authError(409, AUTH_TEXTS.emailInUse)
  // whoever signed in with the old address anywhere is out; this session, which proved both, stays
  await revokeUserSessions(deps.db, user.id, input.token)
  await revokeUserDevices(deps.db, user.id)
  await noticeEmailChange(deps, { userId: user.id, oldEmail: user.email, newEmail })
  // this device proved the new address just now: it gets a device token for it
  const deviceToken = await issueDevice(deps.db, { userId: user.id, projectId: input.projectId }, deps.now())
  return { newEmail, deviceToken }
}
