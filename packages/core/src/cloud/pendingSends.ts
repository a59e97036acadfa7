// The sends the history poll waits for, bounded by SPEC §9's pending-transactions limit (R-9.39): past 99, the
// oldest is no longer waited for (its poll ends, the history is read afresh anyway).
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.ts'

export interface PendingSends {
  add(hash: string): void
  has(hash: string): boolean
  delete(hash: string): void
  /** drops every pending hash the history now lists */
  indexed(hashes: ReadonlySet<string>): void
  readonly size: number
}

export function pendingSends(limit = PENDING_TRANSACTIONS_LIMIT): PendingSends {
  const hashes = new Set<string>()
  return {
    add(hash) {
      const key = hash.toLowerCase()
      hashes.delete(key)
      hashes.add(key)
      // a Set iterates in insertion order: the first is the oldest
      for (const oldest of hashes) {
        if (hashes.size <= limit) break
        hashes.delete(oldest)
      }
    },
    has: (hash) => hashes.has(hash.toLowerCase()),
    delete: (hash) => void hashes.delete(hash.toLowerCase()),
    indexed(indexed) {
      for (const hash of hashes) if (indexed.has(hash)) hashes.delete(hash)
    },
    get size() {
      return hashes.size
    },
  }
}
