// What core is told about wagmi's connection: a wallet-side change of account, accounts, chain or connector is reported
// once (accountChanged, switchNetwork, disconnect), and Latch's own actions run quietly. Apart from the actions.
import type { AccountEntry, AdapterEmit, AdapterEvents } from '@latch/core'
import { type Config, getConnection, watchConnection } from '@wagmi/core'
import type { AuthAccountTypes } from './authConnector.ts'
import { INJECTED_CONNECTOR_ID } from './discovery.ts'
import { SAFE_CONNECTOR_ID } from './externalConnectors.ts'

/** a Safe's account is a smart account (the account view says so); the embedded wallet's as its frame typed them;
 * other wallets' accounts are eoas by default */
export function typedAccounts(
  connector: { id: string; accountTypes?: AuthAccountTypes } | undefined,
  accounts: readonly string[],
): { allAccounts?: AccountEntry[] } {
  if (connector?.id === SAFE_CONNECTOR_ID)
    return { allAccounts: accounts.map((address) => ({ address, type: 'smartAccount' as const })) }
  const typed = connector?.accountTypes?.(accounts)
  return typed ? { allAccounts: typed } : {}
}

/** a restored session its connector cannot vouch for yet (a pairing session whose relay has not delivered what the
 * phone sent meanwhile): the account starts with that status, never connected */
export function restoredHealth(connector: object | undefined): Pick<AdapterEvents['accountChanged'], 'health'> {
  const health = (
    connector as { sessionHealth?: () => AdapterEvents['accountChanged']['health'] } | undefined
  )?.sessionHealth?.()
  return health ? { health } : {}
}

/** what core was last told about the connection, so wallet-side changes are reported once */
export interface Seen {
  address?: string
  accounts: string
  chainId?: number
  connectorId?: string
}

export const NOTHING: Seen = { accounts: '' }

/** follows wagmi's connection from now on and reports its changes to core; `quietly` runs Latch's own actions.
 * `disconnectedByVisitor`: core's word on a connector the visitor disconnected in the app, which its wallet may not
 * connect again by itself */
export function createConnectionSync(
  config: Config,
  emit: AdapterEmit,
  disconnectedByVisitor: (connectorId: string) => boolean = () => false,
) {
  let seen: Seen = NOTHING
  let quiet = 0
  let reconnecting = false

  /** reports the difference between wagmi's connection and what core knows */
  function sync() {
    const connection = getConnection(config)
    if (connection.status === 'connected' && connection.address) {
      const accounts = [...connection.addresses]
      const next: Seen = {
        address: connection.address,
        accounts: accounts.join(),
        chainId: connection.chainId,
        connectorId: connection.connector?.id,
      }
      if (next.address !== seen.address || next.accounts !== seen.accounts || next.connectorId !== seen.connectorId)
        emit('accountChanged', {
          address: connection.address,
          chainId: connection.chainId,
          connectorId: next.connectorId ?? INJECTED_CONNECTOR_ID,
          accounts,
          ...typedAccounts(connection.connector, accounts),
          ...restoredHealth(connection.connector),
        })
      else if (next.chainId !== seen.chainId) emit('switchNetwork', { chainId: connection.chainId })
      seen = next
      reconnecting = false
    } else if (connection.status === 'disconnected') {
      // a reconnect that found nothing is reported too: core starts such a namespace as 'connecting'
      // wagmi is only this far from Latch's own actions (quietly) when the wallet ended it or it could not be restored
      if (seen.address || reconnecting) emit('disconnect', { connectorId: seen.connectorId, reason: 'sessionEnded' })
      seen = NOTHING
      reconnecting = false
    }
  }

  watchConnection(config, {
    onChange(connection, previous) {
      if (quiet !== 0) return
      // wagmi connects an announced wallet by itself on its accountsChanged (straight from disconnected, where an
      // action or a reconnect passes through connecting): ended in wagmi alone, nothing asked of the wallet
      const connector = connection.connector
      if (
        previous.status === 'disconnected' &&
        connection.status === 'connected' &&
        connector &&
        disconnectedByVisitor(connector.id)
      )
        return void connector.onDisconnect()
      sync()
    },
  })

  /** runs an action whose outcome core applies itself; then reports anything else that changed */
  async function quietly<T>(action: () => Promise<T>, told: (result: T) => Seen): Promise<T> {
    quiet++
    try {
      const result = await action()
      seen = told(result)
      return result
    } finally {
      quiet--
      if (quiet === 0) sync()
    }
  }

  return {
    sync,
    quietly,
    /** what core was last told */
    seen: (): Seen => seen,
    /** a reconnect is under way: finding nothing is reported too */
    startReconnect(): void {
      reconnecting = true
    },
  }
}
