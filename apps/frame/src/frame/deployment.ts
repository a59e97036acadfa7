// When a contract was deployed, read with the chain's own RPC only (no indexer): its code at the block about
// NEW_CONTRACT_SECONDS ago says "older" in one read; where there was none, the deployment block is binary-searched
// between there and now, and its timestamp is the answer. The reads are bounded in number and in time: a failed,
// slow or unbounded search gives no answer, which raises no warning, rather than a card that waits.
import { waitAtMost } from '@latch/core/internal'
import { NEW_CONTRACT_SECONDS } from '@latch/core/internal/approvals'
import { type Address, createPublicClient, http } from 'viem'

/** the most reads one address may take (a binary search over an hour of 250 ms blocks takes 14) */
export const MAX_DEPLOYMENT_READS = 24
/** how long the reads for one card may take together */
export const DEPLOYMENT_TIMEOUT_MS = 3_000

/** the chain reads the search needs: a block's number and timestamp, and whether an address had code at a block */
export interface DeploymentReads {
  block(number?: bigint): Promise<{ number: bigint; timestamp: bigint }>
  hasCode(address: string, block: bigint | 'latest'): Promise<boolean>
}

export function rpcReads(rpcUrl: string): DeploymentReads {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: DEPLOYMENT_TIMEOUT_MS }) })
  return {
    async block(number) {
      const block = await client.getBlock(number === undefined ? { blockTag: 'latest' } : { blockNumber: number })
      return { number: block.number, timestamp: block.timestamp }
    },
    async hasCode(address, block) {
      const at = block === 'latest' ? { blockTag: 'latest' as const } : { blockNumber: block }
      const code = await client.getCode({ address: address as Address, ...at })
      return code !== undefined && code !== '0x'
    },
  }
}

/**
 * When `address` was deployed (seconds since the epoch) if that was less than NEW_CONTRACT_SECONDS before the latest
 * block; undefined when it is older, has no code, or the chain did not tell within the bounds.
 * @example
 * const deployedAt = await recentDeployment(rpcReads(rpcUrl), '0x…')
 * if (deployedAt !== undefined) console.log(`deployed ${Date.now() / 1000 - deployedAt} s ago`)
 */
export async function recentDeployment(
  reads: DeploymentReads,
  address: string,
  until = Date.now() + DEPLOYMENT_TIMEOUT_MS,
): Promise<number | undefined> {
  let left = MAX_DEPLOYMENT_READS
  // past the bounds the search stops where it is: no answer, and no read left running behind the card
  const read = <T>(value: () => Promise<T>): Promise<T> => {
    if (left-- <= 0 || Date.now() > until) throw new Error('the deployment search ran out of reads or time')
    return value()
  }
  // the latest block and the code there, read together: most addresses a card names (people) have none, one round trip
  const [latest, hasCode] = await Promise.all([read(() => reads.block()), read(() => reads.hasCode(address, 'latest'))])
  if (!hasCode) return undefined
  const since = latest.timestamp - BigInt(NEW_CONTRACT_SECONDS)
  // the block about NEW_CONTRACT_SECONDS ago, from the pace of the last blocks
  const sample = latest.number < 64n ? latest.number : 64n
  if (sample === 0n) return Number(latest.timestamp)
  const earlier = await read(() => reads.block(latest.number - sample))
  const pace = (latest.timestamp - earlier.timestamp) / sample
  const back = pace > 0n ? BigInt(NEW_CONTRACT_SECONDS) / pace + 1n : latest.number
  let low = latest.number > back ? latest.number - back : 0n
  let lowBlock = await read(() => reads.block(low))
  // the guess landed inside the hour (an uneven pace): go back further until it is before it, or at genesis
  while (lowBlock.timestamp > since && low > 0n) {
    low = low > back * 2n ? low - back * 2n : 0n
    lowBlock = await read(() => reads.block(low))
  }
  if (await read(() => reads.hasCode(address, low)))
    return lowBlock.timestamp > since ? Number(lowBlock.timestamp) : undefined
  // the code appeared after `low` and is there at `high`: the first block with it is the deployment's
  let high = latest.number
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (await read(() => reads.hasCode(address, middle))) high = middle
    else low = middle
  }
  const deployed = (await read(() => reads.block(high))).timestamp
  return deployed > since ? Number(deployed) : undefined
}

/**
 * The deployment times of the addresses deployed less than NEW_CONTRACT_SECONDS ago, for the card's newContract
 * warning; each read that fails or takes longer than DEPLOYMENT_TIMEOUT_MS leaves its address out.
 * @example
 * const deployedAt = await recentDeployments(rpcUrl, ['0x…'])
 */
export async function recentDeployments(
  rpcUrl: string,
  addresses: readonly string[],
  reads: DeploymentReads = rpcReads(rpcUrl),
): Promise<Record<string, number>> {
  const found = await Promise.all(
    addresses.map(async (address) => {
      const search = recentDeployment(reads, address).catch(() => undefined)
      return [address, await waitAtMost(search, DEPLOYMENT_TIMEOUT_MS)] as const
    }),
  )
  return Object.fromEntries(found.filter((entry): entry is readonly [string, number] => entry[1] !== undefined))
}
