// What a liveness report does to a namespace's status: only a session that has an account can be found stale or
// reconnecting, and only a connection (accountChanged) ever makes one connected from disconnected or connecting.
import type { AccountState, ConnectionStatus, ConnectionStatusReason } from '../types.ts'

/** what an adapter learned about a live session: it answered, it did not, or its transport is down */
export interface HealthReport {
  status: Extract<ConnectionStatus, 'connected' | 'reconnecting' | 'stale'>
  reason: ConnectionStatusReason
}

// what a button reads (whether there is a session) in a module of its own: a page's first chunk needs only it
export { hasAccountSession } from './accountSession.ts'
import { LIVE } from './accountSession.ts'

/**
 * The account's status and reason after a report, or undefined when the report changes nothing: a disconnected or
 * still-connecting namespace waits for its connection; while the transport is down a wallet that does not answer is
 * explained by the transport, so the status stays reconnecting until the transport is back.
 */
export function statusAfterHealth(
  account: Pick<AccountState, 'status' | 'statusReason' | 'address'> | undefined,
  report: HealthReport,
): Pick<AccountState, 'status' | 'statusReason'> | undefined {
  if (!account?.address || !LIVE.has(account.status)) return undefined
  if (account.status === 'reconnecting' && report.status === 'stale' && report.reason === 'walletNoAnswer')
    return undefined
  if (account.status === report.status && account.statusReason === report.reason) return undefined
  return { status: report.status, statusReason: report.reason }
}
