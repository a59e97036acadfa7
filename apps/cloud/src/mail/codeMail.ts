// The one-time-code mails: the code leads the subject so a person finds it at a glance.
import type { OutgoingMail } from './mailer.ts'

export type CodePurpose =
  | 'login'
  | 'new-device'
  | 'update-primary'
  | 'update-secondary'
  | 'export'
  | 'capture'
  | 'link-email'

const REASONS: Record<CodePurpose, string> = {
  login: 'Use it to sign in to your Latch wallet.',
  'new-device': 'Someone is signing in to your Latch wallet from a new device. If this was you, use it to continue.',
  'update-primary': 'Use it to confirm that you want to change the email of your Latch wallet.',
  'update-secondary': 'Use it to confirm this address as the new email of your Latch wallet.',
  'link-email': 'Use it to add this address as a way to sign in to your Latch wallet.',
  capture: 'Use it to confirm this address for the app you connected your wallet to.',
  export:
    'Someone asked to export the private key of your Latch wallet. Only use it if that was you: whoever has the key controls the wallet.',
}

export function codeMail(to: string, code: string, purpose: CodePurpose, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Latch code`,
    text: `Your code is ${code}.\n\n${REASONS[purpose]}\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
  }
}

/** the code in a mail written by codeMail (for the inbox page, tests and the bench) */
export const codeOf = (subjectOrText: string) => /\b(\d{6})\b/.exec(subjectOrText)?.[1]
