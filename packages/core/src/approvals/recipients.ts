// The addresses an account sent to before, from its activity history: what a new recipient is compared with for
// look-alikes and first transfers.
import type { CloudTransaction } from '../cloud/types.ts'

/** who `account` sent to, most recent first, without repeats; undefined while the history is not known */
export function recentRecipientsOf(
  account: string,
  transactions: readonly CloudTransaction[] | undefined,
): string[] | undefined {
  if (!transactions) return undefined
  const me = account.toLowerCase()
  const seen = new Set<string>()
  const recipients: string[] = []
  for (const { metadata, transfers } of transactions) {
    if (metadata.sentFrom.toLowerCase() !== me || !transfers.some((transfer) => transfer.direction === 'out')) continue
    const to = metadata.sentTo.toLowerCase()
    if (to === me || seen.has(to)) continue
    seen.add(to)
    recipients.push(metadata.sentTo)
  }
  return recipients
}
