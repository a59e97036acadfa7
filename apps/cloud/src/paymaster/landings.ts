// The sponsored operations that landed, as the indexer reads them: the EntryPoint's UserOperationEvent whose paymaster
// is this chain's, with the actualGasCost the deposit paid. Settled with the indexed blocks, in the same transaction.
import type { Kysely } from 'kysely'
import { type Hex, pad, type PublicClient, toHex } from 'viem'
import type { ChainConfig } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { type Landing, releaseExpired, settleLandings } from './reservations.ts'

/** keccak256('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)') */
export const USER_OPERATION_EVENT_TOPIC = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

interface EventLog {
  topics: string[]
  data: string
}

/** the chain's UserOperationEvents paid by its paymaster in blocks from..to; none where the chain has no paymaster */
export async function readLandings(
  client: PublicClient,
  chain: ChainConfig,
  from: number,
  to: number,
): Promise<unknown[]> {
  if (!chain.paymaster) return []
  return client.request({
    method: 'eth_getLogs',
    params: [
      {
        address: chain.paymaster.entryPoint as Hex,
        fromBlock: toHex(from),
        toBlock: toHex(to),
        topics: [USER_OPERATION_EVENT_TOPIC, null, null, pad(chain.paymaster.address as Hex)],
      },
    ],
  })
}

/** data: nonce, success, actualGasCost, actualGasUsed (a word each) */
export function landingsOf(logs: readonly EventLog[]): Landing[] {
  return logs
    .filter((log) => log.topics[0] === USER_OPERATION_EVENT_TOPIC && log.topics[1] && log.data.length === 2 + 4 * 64)
    .map((log) => ({
      userOpHash: log.topics[1]!,
      actualGasCostWei: BigInt(`0x${log.data.slice(2 + 2 * 64, 2 + 3 * 64)}`),
    }))
}

/** the landings replace their reservations; a reservation whose signature expired before `chainTime` is given back */
export async function settleSponsorships(
  db: Kysely<Database>,
  chainId: number,
  landings: readonly Landing[],
  chainTime: number,
): Promise<void> {
  await settleLandings(db, chainId, landings)
  await releaseExpired(db, chainId, chainTime)
}
