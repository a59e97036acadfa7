// The Bitcoin stand-in's Esplora as the tests read it themselves: an address's sats, and a block mined on demand.
import { env } from './harness.ts'

/** confirmed sats and sats counting the mempool */
export async function satsOf(address: string): Promise<{ confirmed: bigint; total: bigint }> {
  const { chain_stats: chain, mempool_stats: pool } = await (
    await fetch(`${env.bitcoin.esploraUrl}/address/${address}`)
  ).json()
  const confirmed = BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
  return { confirmed, total: confirmed + BigInt(pool.funded_txo_sum - pool.spent_txo_sum) }
}

/** the stand-in mines the mempool into a block */
export const mineBitcoinBlock = () => fetch(`${env.bitcoin.esploraUrl}/mine`, { method: 'POST' })
