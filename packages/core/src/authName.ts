// The name shown for an embedded-wallet account (SPEC §5).
import { EMAIL_DISPLAY_MAX_LENGTH } from './constants.ts'

export function authDisplayName(account: { email?: string; socialUsername?: string; socialProvider?: string }): string {
  const { email = '', socialUsername, socialProvider } = account
  if (socialUsername) {
    // discord appends a 0 to migrated usernames; it is not part of the name the user chose
    return socialProvider === 'discord' && socialUsername.endsWith('0') ? socialUsername.slice(0, -1) : socialUsername
  }
  // decision: the ellipsis is three ASCII dots, as in truncated addresses ('0xf3...b92266'), so the length stays the same
  return email.length > EMAIL_DISPLAY_MAX_LENGTH ? `${email.slice(0, -3)}...` : email
}
