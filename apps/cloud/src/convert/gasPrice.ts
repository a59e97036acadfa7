// three gas price tiers (standard, fast, instant) from eth_feeHistory: the next block's base fee plus the
// median, over recent blocks, of the 25th, 60th and 90th percentile tips paid. Wei as decimal strings.
import type { GasPrice } from '@latch/core'
import type { PublicClient } from 'viem'

export const TIER_PERCENTILES = [25, 60, 90] as const
const BLOCKS = 20

const median = (values: bigint[]) => {
  if (values.length === 0) return 0n
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function gasPriceTiers(client: PublicClient): Promise<GasPrice> {
  const history = await client.getFeeHistory({
    blockCount: BLOCKS,
    blockTag: 'latest',
    rewardPercentiles: [...TIER_PERCENTILES],
  })
  // the last entry is the base fee of the block after the newest one: what a transaction sent now pays
  const baseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1] ?? 0n
  const tips = TIER_PERCENTILES.map((_, index) => median((history.reward ?? []).map((block) => block[index] ?? 0n)))
  // a faster tier never costs less than a slower one
  for (let index = 1; index < tips.length; index++) if (tips[index]! < tips[index - 1]!) tips[index] = tips[index - 1]!
  const [standard, fast, instant] = tips.map((tip) => (baseFee + tip).toString()) as [string, string, string]
  return { standard, fast, instant }
}
