// Token approvals: the index pass keeps every ERC-20 Approval and ApprovalForAll log (one row each, so a reorg
// deletes them by block as it does transfers); an account's standing pairs are each pair's latest log, and the
// route answers only those the chain still has: a log says who was approved once, not what is left of it.
import type { Insertable } from 'kysely'
import { type Address, erc20Abi, getAddress, parseAbi } from 'viem'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { caip2, chainClient } from './chains.ts'
import type { ApprovalKind, ChainApprovalsTable } from './schema.ts'
import { storedTokens } from './tokens.ts'

/** keccak256('Approval(address,address,uint256)'): ERC-20's, and ERC-721's with the token id as a fourth topic */
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
/** keccak256('ApprovalForAll(address,address,bool)'): ERC-721's and ERC-1155's */
export const APPROVAL_FOR_ALL_TOPIC = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'
/** pairs whose current value one request reads (newest first): the reads go to the operator's node */
export const APPROVALS_READ_CAP = 100

const operatorAbi = parseAbi(['function isApprovedForAll(address owner, address operator) view returns (bool)'])

interface ApprovalLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  transactionHash: string
  logIndex: string
}

const addressFromTopic = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

/** the rows of a batch's approval logs; ERC-721's single-token Approval (four topics) is not an allowance */
export function approvalRows(chainId: number, logs: readonly ApprovalLog[]): Insertable<ChainApprovalsTable>[] {
  const rows: Insertable<ChainApprovalsTable>[] = []
  for (const log of logs) {
    const [topic, ownerTopic, spenderTopic] = log.topics
    const kind: ApprovalKind | undefined =
      topic === APPROVAL_TOPIC ? 'allowance' : topic === APPROVAL_FOR_ALL_TOPIC ? 'operator' : undefined
    if (!kind || !ownerTopic || !spenderTopic || log.topics.length !== 3 || log.data.length !== 66) continue
    const value = BigInt(log.data)
    rows.push({
      chain_id: chainId,
      tx_hash: log.transactionHash,
      log_index: Number(log.logIndex),
      block_number: Number(log.blockNumber),
      owner: addressFromTopic(ownerTopic),
      contract: log.address.toLowerCase(),
      spender: addressFromTopic(spenderTopic),
      kind,
      amount: kind === 'operator' ? (value === 0n ? '0' : '1') : value.toString(),
    })
  }
  return rows
}

/** one approval that stands, as the route answers it (addresses in EIP-55's mixed case) */
export type StandingApproval =
  | {
      kind: 'allowance'
      chainId: string
      token: string
      spender: string
      /** what the spender may still take, in the token's smallest unit */
      amount: string
      symbol: string | null
      decimals: number | null
    }
  | { kind: 'operator'; chainId: string; collection: string; operator: string; symbol: string | null }

/** the pairs whose latest log still approves something, the last given first */
async function candidates(context: CloudContext, chainId: number, owner: string) {
  const rows = await context.db
    .selectFrom('chain_approvals')
    .select(['contract', 'spender', 'kind', 'amount'])
    .where('chain_id', '=', chainId)
    .where('owner', '=', owner)
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .execute()
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const key = `${row.kind}:${row.contract}:${row.spender}`
    if (!latest.has(key)) latest.set(key, row)
  }
  return [...latest.values()].filter((row) => row.amount !== '0')
}

/**
 * The approvals `owner` has given on `chain` that still stand: the indexed pairs (at most APPROVALS_READ_CAP, the
 * last given first), each read as the chain has it now (allowance, isApprovedForAll) in batched calls to the node.
 * Throws when the node answered none of the reads.
 */
export async function standingApprovals(
  context: CloudContext,
  chain: ChainConfig,
  owner: string,
): Promise<{ data: StandingApproval[]; truncated: boolean }> {
  const all = await candidates(context, chain.chainId, owner)
  const pairs = all.slice(0, APPROVALS_READ_CAP)
  const client = chainClient(chain)
  const [reads, tokens] = await Promise.all([
    Promise.allSettled(
      pairs.map((pair) =>
        pair.kind === 'allowance'
          ? client.readContract({
              address: pair.contract as Address,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [owner as Address, pair.spender as Address],
            })
          : client
              .readContract({
                address: pair.contract as Address,
                abi: operatorAbi,
                functionName: 'isApprovedForAll',
                args: [owner as Address, pair.spender as Address],
              })
              .then((approved) => (approved ? 1n : 0n)),
      ),
    ),
    storedTokens(context.db, chain.chainId, [...new Set(pairs.map((pair) => pair.contract))]),
  ])
  if (pairs.length > 0 && reads.every((read) => read.status === 'rejected'))
    throw (reads[0] as PromiseRejectedResult).reason
  const data: StandingApproval[] = []
  pairs.forEach((pair, i) => {
    const read = reads[i]!
    // a contract that does not answer the getter has nothing to revoke through it
    if (read.status === 'rejected' || read.value === 0n) return
    const token = tokens.get(pair.contract)
    const chainId = caip2(chain.chainId)
    if (pair.kind === 'operator')
      data.push({
        kind: 'operator',
        chainId,
        collection: getAddress(pair.contract),
        operator: getAddress(pair.spender),
        symbol: token?.symbol ?? null,
      })
    else
      data.push({
        kind: 'allowance',
        chainId,
        token: getAddress(pair.contract),
        spender: getAddress(pair.spender),
        amount: read.value.toString(),
        symbol: token?.symbol ?? null,
        decimals: token?.decimals ?? null,
      })
  })
  return { data, truncated: all.length > pairs.length }
}
