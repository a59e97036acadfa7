// Disconnects the active namespace; rejects (after core shows its toast) when the wallet fails to.
import { useLatchInstance } from '../context.ts'

/**
 * Disconnects the active namespace's wallet.
 *
 * @example
 * ```tsx
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Disconnect</button>
 * ```
 */
export function useDisconnect(): { disconnect: () => Promise<void> } {
  const latch = useLatchInstance()
  return { disconnect: latch.disconnect }
}
