// The receiver compared with the account's own history before any wallet is asked (browser, phone or embedded): a
// look-alike of an earlier receiver (address poisoning) or an address never sent to is named, and the person ticks
// that they checked it. Without a history (no cloud, the Activity feature off, a read that failed) there is nothing
// to compare with and nothing is said.
import type { ChainNamespace, Latch } from '@latch/core'
import { type ApprovalWarning, recentRecipientsOf, recipientWarnings } from '@latch/core/internal'

export async function recipientCheck(
  latch: Latch,
  namespace: ChainNamespace,
  receiver: string,
): Promise<ApprovalWarning[]> {
  const state = latch.getState()
  const address = state.accounts[namespace]?.address
  // look-alikes are judged on the hex form of EVM addresses, and the history the cloud keeps is EVM's
  if (namespace !== 'eip155' || !address || !latch.hasDataService || state.features.activity === false) return []
  await latch.loadActivity().catch(() => undefined)
  const { activity } = latch.getState().cloud
  return recipientWarnings(
    receiver,
    activity.status === 'loaded' ? recentRecipientsOf(address, activity.transactions) : undefined,
  )
}
