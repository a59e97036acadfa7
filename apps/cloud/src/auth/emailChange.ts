// The address an email change replaced is told at once and can undo the change for a day: whoever changed it with a
// stolen session and a borrowed mailbox does not keep the wallet. Undoing puts the old address back and signs out
// every session and device of the user, the changer's among them.
import { hashToken, randomToken } from './secrets.ts'
import type { AuthDeps } from './deps.ts'
import { revokeUserDevices } from './devices.ts'
import { revokeUserSessions } from './sessions.ts'
import { changeEmail } from './users.ts'
import { firstLine, log } from '../observe/logger.ts'

export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000
export const CANCEL_PATH = '/v1/auth/email/change/cancel'

export const EMAIL_CHANGE_TEXTS = {
  subject: 'The email of your Latch wallet was changed',
  notice: (newEmail: string, link: string) =>
    `The email of your Latch wallet was changed to ${newEmail}.\n\n` +
    `If you did this, there is nothing to do.\n` +
    `If you did not, undo the change within 24 hours: ${link}\n` +
    `Undoing it gives the wallet back to this address and signs out every device, then sign in with this address again.\n`,
  cancelled: (oldEmail: string) =>
    `The change was undone: the wallet's email is ${oldEmail} again, and every device was signed out. Sign in with ${oldEmail}.`,
  unknown: 'This link is not valid, or the change was already undone.',
  expired: 'This link has expired: a change can be undone for 24 hours.',
  taken:
    'The old address now belongs to another account, so the change cannot be undone here. Contact the app’s support.',
} as const

/** shows the address to its old owner without giving all of it to whoever reads the old mailbox */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(1, Math.min(name.length - 1, 6)))}@${domain}`
}

/** records the change and mails the old address its link; a mail that fails is logged, the change stands */
export async function noticeEmailChange(
  deps: AuthDeps,
  change: { userId: string; oldEmail: string; newEmail: string },
) {
  const token = randomToken()
  const now = deps.now()
  await deps.db
    .insertInto('auth_email_changes')
    .values({
      token_hash: hashToken(token),
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      changed: now,
      expires_at: now + CANCEL_WINDOW_MS,
      cancelled: null,
    })
    .execute()
  const link = `${deps.publicUrl}${CANCEL_PATH}?token=${token}`
  try {
    await deps.mailer.send({
      to: change.oldEmail,
      subject: EMAIL_CHANGE_TEXTS.subject,
      text: EMAIL_CHANGE_TEXTS.notice(maskEmail(change.newEmail), link),
    })
  } catch (error) {
    log.warn({ error: firstLine(error) }, 'email change notice not sent')
  }
}

export type CancelOutcome = { outcome: 'cancelled'; oldEmail: string } | { outcome: 'unknown' | 'expired' | 'taken' }

/** undoes the change the token names, once, within its day */
export async function cancelEmailChange(deps: AuthDeps, token: string): Promise<CancelOutcome> {
  const now = deps.now()
  return deps.db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('auth_email_changes')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!change || change.cancelled !== null) return { outcome: 'unknown' as const }
    if (Number(change.expires_at) <= now) return { outcome: 'expired' as const }
    if ((await changeEmail(trx, change.user_id, change.old_email)) === 'taken') return { outcome: 'taken' as const }
    await revokeUserSessions(trx, change.user_id)
    await revokeUserDevices(trx, change.user_id)
    // the same user's other changes in their window are undone with this one: the old address is the owner's
    await trx
      .updateTable('auth_email_changes')
      .set({ cancelled: now })
      .where('user_id', '=', change.user_id)
      .where('cancelled', 'is', null)
      .execute()
    return { outcome: 'cancelled' as const, oldEmail: change.old_email }
  })
}
