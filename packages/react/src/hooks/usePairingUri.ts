// The pairing link of the attempt in progress, for a QR code or a phone's deep link.
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

/** What {@link usePairingUri} returns: the link and when it stops being offered. */
export interface PairingUri {
  /** the link a phone wallet pairs with; undefined until the pairing connector made one */
  uri?: string
  /** when that link stops being offered (ms since the epoch); a fresh one replaces it before */
  expiresAt?: number
}

const none = () => undefined

/**
 * The pairing link of the connection attempt in progress (start one with `connect` on the WalletConnect connector).
 *
 * @example
 * ```tsx
 * const { uri } = usePairingUri()
 * return uri ? <a href={uri}>Open in your wallet</a> : <p>Preparing…</p>
 * ```
 */
export function usePairingUri(): PairingUri {
  const latch = useLatchInstance()
  const uri = useSyncExternalStore(latch.subscribe, () => latch.getConnectState().pairingUri, none)
  const expiresAt = useSyncExternalStore(latch.subscribe, () => latch.getConnectState().pairingExpiresAt, none)
  return { uri, expiresAt }
}
