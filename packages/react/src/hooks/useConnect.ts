// The connection attempt from core with the action that starts one, for any connect screen.
import type { ChainNamespace, ConnectState } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

const IDLE: ConnectState = { status: 'idle' }
const idle = () => IDLE

/** What {@link useConnect} returns: the last attempt and the action that starts one. */
export interface UseConnect extends ConnectState {
  /** connects through a listed connector (one of `useWalletGroups`'s); a failure shows in `status` and `errorCode` */
  connect(connectorId: string, namespace?: ChainNamespace): Promise<void>
}

/**
 * The last connection attempt (connector, status, error code, pairing link) and `connect`.
 *
 * @example
 * ```tsx
 * const { connect, status, errorCode } = useConnect()
 * if (status === 'failed') return <p role="alert">{errorCode === 'ConnectionRejected' ? 'Rejected' : 'Failed'}</p>
 * ```
 */
export function useConnect(): UseConnect {
  const latch = useLatchInstance()
  const state = useSyncExternalStore(latch.subscribe, latch.getConnectState, idle)
  return { ...state, connect: latch.connect }
}
