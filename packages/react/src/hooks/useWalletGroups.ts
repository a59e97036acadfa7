// The Connect screen's wallet groups from core, for the modal's Connect view and an app's own connect screen alike.
import type { WalletGroupEntries } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

// the server knows no discovered wallet: it and the hydrating client render none
const NONE: readonly WalletGroupEntries[] = []
const none = () => NONE

/**
 * The wallet groups with their wallets, in SPEC §2 order and without the wallets SPEC §5 hides: each entry is a
 * `connector` to connect through, or a catalogue `wallet` to get or open elsewhere. The catalogue's featured and
 * recommended wallets join when they arrive.
 *
 * @example
 * ```tsx
 * const groups = useWalletGroups()
 * const { connect } = useConnect()
 * return groups.map(({ group, wallets }) => (
 *   <ul key={group}>
 *     {wallets.map(({ connector, wallet }) =>
 *       connector ? <li key={connector.id}><button onClick={() => connect(connector.id)}>{connector.name}</button></li>
 *                 : <li key={wallet.id}>{wallet.name}</li>)}
 *   </ul>
 * ))
 * ```
 */
export function useWalletGroups(): readonly WalletGroupEntries[] {
  const latch = useLatchInstance()
  return useSyncExternalStore(latch.subscribe, latch.getWalletGroups, none)
}
