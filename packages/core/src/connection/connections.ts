// Saved connections per namespace (SPEC §4).
import type { Connection } from '../types.ts'

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

export function addNamespace(list: readonly string[], namespace: string): string[] {
  return list.includes(namespace) ? [...list] : [...list, namespace]
}

export function removeNamespace(list: readonly string[], namespace: string): string[] {
  return list.filter((entry) => entry !== namespace)
}

/** a pairing-protocol session may list one account per chain in any letter case; keep the first of each */
export function dedupeAccounts<A extends { address: string }>(accounts: readonly A[]): A[] {
  return accounts.filter((account, index) => accounts.findIndex((other) => same(other.address, account.address)) === index)
}
