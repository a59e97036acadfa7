// Follows the blocks of every configured chain into the database (filled by the chain-data work).
import type { CloudContext } from '../context.ts'

export function startIndexers(_context: CloudContext): { stop(): Promise<void> } {
  return { stop: async () => {} }
}
