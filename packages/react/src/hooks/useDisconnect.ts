// Disconnects the active namespace; rejects (after core shows its toast) when the wallet fails to.
import { useLatchInstance } from '../context.ts'

export function useDisconnect(): { disconnect: () => Promise<void> } {
  const latch = useLatchInstance()
  return { disconnect: latch.disconnect }
}
