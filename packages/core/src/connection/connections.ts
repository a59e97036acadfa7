// Saved connections per namespace (SPEC §4).
import type { Connection, Network } from '../types.ts'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** merge accounts of an existing non-auth connector by address; an auth connector entry is replaced */
export function saveConnection(list: readonly Connection[], connection: Connection): Connection[] {
  const index = list.findIndex((existing) => same(existing.connectorId, connection.connectorId))
  if (index === -1) return [...list, connection]
  const existing = list[index] as Connection
  const merged: Connection =
    connection.connectorId.toUpperCase() === 'AUTH'
      ? connection
      : {
          ...existing,
          ...connection,
          accounts: [
            ...existing.accounts,
            ...connection.accounts.filter((a) => !existing.accounts.some((b) => same(a.address, b.address))),
          ],
        }
  return list.map((entry, i) => (i === index ? merged : entry))
}

/** `{ caipNetwork }` of a configured network, else nothing */
export function connectionNetwork(networks: readonly Network[], caipNetworkId: string): { caipNetwork?: Network } {
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return network ? { caipNetwork: network } : {}
}

/** the connector's connection now on `network` (a network switch) */
export function withConnectionNetwork(
  list: readonly Connection[],
  connectorId: string,
  network: Network,
): Connection[] {
  return list.map((connection) =>
    same(connection.connectorId, connectorId) ? { ...connection, caipNetwork: network } : connection,
  )
}

/** removing the last account of a connector removes the connector */
export function removeConnectionAccount(
  list: readonly Connection[],
  connectorId: string,
  address: string,
): Connection[] {
  return list.flatMap((connection) => {
    if (!same(connection.connectorId, connectorId)) return [connection]
    const accounts = connection.accounts.filter((account) => !same(account.address, address))
    return accounts.length ? [{ ...connection, accounts }] : []
  })
}

export function addNamespace(list: readonly string[], namespace: string): string[] {
  return list.includes(namespace) ? [...list] : [...list, namespace]
}

export function removeNamespace(list: readonly string[], namespace: string): string[] {
  return list.filter((entry) => entry !== namespace)
}

/** a pairing-protocol session may list one account per chain in any letter case; keep the first of each */
export function dedupeAccounts<A extends { address: string }>(accounts: readonly A[]): A[] {
  return accounts.filter(
    (account, index) => accounts.findIndex((other) => same(other.address, account.address)) === index,
  )
}
