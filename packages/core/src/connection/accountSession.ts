// Whether a namespace has a session with an account (health.ts moves its status on liveness reports).
import type { AccountState, ConnectionStatus } from '../types.ts'

/** the statuses a liveness report may move: the session exists and has an account */
export const LIVE: ReadonlySet<ConnectionStatus> = new Set(['connected', 'reconnecting', 'stale'])

/** whether the namespace has a session with an account, answering or not (connected, stale, reconnecting) */
export const hasAccountSession = (account: Pick<AccountState, 'status' | 'address'> | undefined): boolean =>
  Boolean(account?.address) && LIVE.has(account?.status ?? 'disconnected')
