// How far each indexed chain is behind its head: a gauge for /metrics, and a figure /readyz compares to its limit.
import { indexerLags } from './health.ts'
import { indexerLag } from './metrics.ts'

export function reportIndexerLag(chainId: number, blocks: number) {
  indexerLags.set(chainId, blocks)
  indexerLag.set({ chain_id: String(chainId) }, blocks)
}
