// Where the visitor's connection attempt is, for any UI: the connector, its status, the error's stable code and the
// pairing link a phone scans with the time it stops being offered.
import { LatchError } from '../errors/base.ts'
import type { LatchErrorCode } from '../errors/codes.ts'
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'
import type { Connector } from '../types.ts'

/** idle: no attempt; connecting: the wallet (or the phone) is asked; connected: it answered; failed: see `errorCode` */
export type ConnectStatus = 'idle' | 'connecting' | 'connected' | 'failed'

/** the last connection attempt, as a connect screen shows it */
export interface ConnectState {
  status: ConnectStatus
  /** the connector the attempt goes through */
  connector?: Connector
  /** the failure (a LatchError whenever Latch raised it) */
  error?: Error
  /** the failure's stable code (`ConnectionRejected`, `FailedToConnect`, …) to branch and translate on */
  errorCode?: LatchErrorCode
  /** the pairing link to show as a QR code or open on a phone */
  pairingUri?: string
  /** when that link stops being offered (ms since the epoch); a fresh one replaces it before then */
  pairingExpiresAt?: number
}

const IDLE: ConnectState = { status: 'idle' }

function statusOf(state: LatchState, connector: Connector): ConnectStatus {
  if (state.connectError) return 'failed'
  const account = state.accounts[connector.chain]
  return account?.status === 'connected' && account.connectorId === connector.id ? 'connected' : 'connecting'
}

export function createConnectState(store: Store<LatchState>) {
  let memo: { key: readonly unknown[]; value: ConnectState } | undefined

  /** the attempt now; the same object until one of its parts changes */
  function getConnectState(): ConnectState {
    const state = store.getState()
    const id = state.connectingConnectorId
    if (!id) return IDLE
    const connector = state.connectors.find((candidate) => candidate.id === id)
    const status = connector ? statusOf(state, connector) : state.connectError ? 'failed' : 'connecting'
    const key = [connector, status, state.connectError, state.pairingUri, state.pairingExpiresAt]
    if (memo?.key.every((part, index) => part === key[index])) return memo.value
    const error = state.connectError
    const value: ConnectState = {
      status,
      ...(connector ? { connector } : {}),
      ...(error ? { error, ...(error instanceof LatchError ? { errorCode: error.code } : {}) } : {}),
      ...(state.pairingUri ? { pairingUri: state.pairingUri, pairingExpiresAt: state.pairingExpiresAt } : {}),
    }
    memo = { key, value }
    return value
  }

  return { getConnectState }
}
