// The approvals an account has given that still stand: from the cloud's indexer when the app has a cloud, else read
// from the chain itself: every ERC-20 Approval and ApprovalForAll log that names the account as owner, then the
// allowance or operator flag as it is now. Revoking
// sets the allowance to 0 (approve) or the flag to false (setApprovalForAll), sent by the connected wallet. No
// viem: the Account menu's view loads this in any app, Solana-only ones included.
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex } from '@noble/hashes/utils'
import { latchError } from '../errors/classes.ts'
import { UNLIMITED_THRESHOLD } from './constants.ts'

/** a JSON-RPC read of the chain (the network's own RPC) */
export type ChainRead = (method: string, params: readonly unknown[]) => Promise<unknown>

/** the part of an EIP-1193 provider a revoke needs */
export interface RevokeWallet {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

/** one standing approval: a token allowance or an operator over a whole NFT collection */
export type LiveApproval =
  | {
      kind: 'allowance'
      token: string
      spender: string
      amount: bigint
      unlimited: boolean
      symbol?: string
      decimals?: number
    }
  | { kind: 'operator'; collection: string; operator: string; symbol?: string }

// keccak256 of Approval(address,address,uint256) and ApprovalForAll(address,address,bool)
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const APPROVAL_FOR_ALL_TOPIC = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'
const SELECTORS = {
  allowance: '0xdd62ed3e',
  isApprovedForAll: '0xe985e9c5',
  approve: '0x095ea7b3',
  setApprovalForAll: '0xa22cb465',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
} as const
const RECEIPT_POLL_MS = 250
const RECEIPT_TRIES = 240

interface Log {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  logIndex: string
}

/** a log's place in the chain, as one number: block, then index in the block */
const positionOf = (log: Log) => (hexToBigInt(log.blockNumber) << 32n) + hexToBigInt(log.logIndex)

const word = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0')
const addressOf = (topic: string) => checksummed(topic.slice(-40))

/** EIP-55's mixed case, as wallets and explorers write an address: what a person compares character by character */
export function checksummed(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)))
  return `0x${[...lower].map((character, index) => (Number.parseInt(hash[index]!, 16) >= 8 ? character.toUpperCase() : character)).join('')}`
}
const hexToBigInt = (hex: string) => (hex === '0x' || hex === '' ? 0n : BigInt(hex))

/** an ABI-encoded string (or a bytes32 one, as old tokens answer); undefined when it is neither */
export function decodeAbiString(hex: string): string | undefined {
  const body = hex.replace(/^0x/, '')
  if (body.length === 64) return bytesText(body).replace(/\0+$/, '') || undefined
  if (body.length < 128) return undefined
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2
  const length = Number.parseInt(body.slice(offset, offset + 64), 16) * 2
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset + 64 + length > body.length)
    return undefined
  return bytesText(body.slice(offset + 64, offset + 64 + length)) || undefined
}

function bytesText(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return new TextDecoder().decode(bytes)
}

async function call(read: ChainRead, to: string, data: string): Promise<string | undefined> {
  try {
    return (await read('eth_call', [{ to, data }, 'latest'])) as string
  } catch {
    return undefined
  }
}

async function logs(read: ChainRead, topics: (string | null)[]): Promise<Log[]> {
  try {
    return (await read('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest', topics }])) as Log[]
  } catch (cause) {
    throw latchError('RpcFailed', { params: { reason: cause instanceof Error ? cause.message : String(cause) }, cause })
  }
}

/**
 * The ERC-20 allowances and NFT operator approvals `owner` has given that still stand, the last given first (addresses
 * in EIP-55's mixed case): every
 * Approval / ApprovalForAll log naming the owner, then the allowance (`allowance`) or the flag (`isApprovedForAll`)
 * as the chain has it now. The node must answer eth_getLogs over the whole chain (a devnet, or a node that allows it).
 */
export async function findApprovals(read: ChainRead, owner: string): Promise<LiveApproval[]> {
  const ownerTopic = `0x${word(owner)}`
  const [approvals, operators] = await Promise.all([
    logs(read, [APPROVAL_TOPIC, ownerTopic]),
    logs(read, [APPROVAL_FOR_ALL_TOPIC, ownerTopic]),
  ])
  // the newest log of each pair says where it sorts: the approvals given last come first
  const pairs = new Map<string, { token: string; spender: string; at: bigint }>()
  // ERC-721's Approval shares the event's name and topic, with the token id as a fourth topic: one token, not an allowance
  for (const log of approvals)
    if (log.topics.length === 3)
      pairs.set(`${log.address}:${log.topics[2]}`.toLowerCase(), {
        token: checksummed(log.address),
        spender: addressOf(log.topics[2]!),
        at: positionOf(log),
      })
  const grants = new Map<string, { collection: string; operator: string; at: bigint }>()
  for (const log of operators)
    grants.set(`${log.address}:${log.topics[2]}`.toLowerCase(), {
      collection: checksummed(log.address),
      operator: addressOf(log.topics[2]!),
      at: positionOf(log),
    })
  const when = new Map<LiveApproval, bigint>()

  const found: LiveApproval[] = []
  const symbols = new Map<string, Promise<string | undefined>>()
  const symbolOf = (token: string) => {
    if (!symbols.has(token))
      symbols.set(
        token,
        call(read, token, SELECTORS.symbol).then((hex) => (hex ? decodeAbiString(hex) : undefined)),
      )
    return symbols.get(token)!
  }
  await Promise.all([
    ...[...pairs.values()].map(async ({ token, spender, at }) => {
      const hex = await call(read, token, `${SELECTORS.allowance}${word(owner)}${word(spender)}`)
      const amount = hex ? hexToBigInt(hex) : 0n
      if (amount === 0n) return
      const [symbol, decimals] = await Promise.all([symbolOf(token), call(read, token, SELECTORS.decimals)])
      const item: LiveApproval = {
        kind: 'allowance',
        token,
        spender,
        amount,
        unlimited: amount >= UNLIMITED_THRESHOLD,
        symbol,
        decimals: decimals && decimals !== '0x' ? Number(hexToBigInt(decimals)) : undefined,
      }
      when.set(item, at)
      found.push(item)
    }),
    ...[...grants.values()].map(async ({ collection, operator, at }) => {
      const hex = await call(read, collection, `${SELECTORS.isApprovedForAll}${word(owner)}${word(operator)}`)
      if (!hex || hexToBigInt(hex) === 0n) return
      const item: LiveApproval = { kind: 'operator', collection, operator, symbol: await symbolOf(collection) }
      when.set(item, at)
      found.push(item)
    }),
  ])
  return found.sort((a, b) => (when.get(b)! > when.get(a)! ? 1 : when.get(b)! < when.get(a)! ? -1 : 0))
}

/**
 * The standing approvals of `owner`: the cloud's list when there is a cloud and it answers (it indexes the logs and
 * reads the current values from its node), else {@link findApprovals} over the chain's own RPC — no cloud, a cloud
 * that does not index this chain (it answers 400), or a cloud that is down.
 */
export async function listApprovals(
  read: ChainRead,
  owner: string,
  fromCloud?: () => Promise<LiveApproval[]>,
): Promise<LiveApproval[]> {
  if (fromCloud) {
    try {
      return await fromCloud()
    } catch {
      // the chain's own logs stand in, as the adapter's RPC does for balances
    }
  }
  return findApprovals(read, owner)
}

/** the one call that takes an approval back: approve(spender, 0) or setApprovalForAll(operator, false) */
export function revokeCall(approval: LiveApproval): { to: string; data: string } {
  return approval.kind === 'allowance'
    ? { to: approval.token, data: `${SELECTORS.approve}${word(approval.spender)}${word('0')}` }
    : { to: approval.collection, data: `${SELECTORS.setApprovalForAll}${word(approval.operator)}${word('0')}` }
}

/**
 * Sends the revoke through the connected wallet and waits until the chain has mined it; a revoke that reverts
 * fails with RevokeFailed, and the wallet's own refusal (UserRejected…) is passed on as it came.
 */
export async function revokeApproval(
  wallet: RevokeWallet,
  read: ChainRead,
  owner: string,
  approval: LiveApproval,
): Promise<string> {
  const { to, data } = revokeCall(approval)
  const hash = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from: owner, to, data, value: '0x0' }],
  })) as string
  for (let attempt = 0; attempt < RECEIPT_TRIES; attempt++) {
    const receipt = (await read('eth_getTransactionReceipt', [hash])) as { status: string } | null
    if (receipt) {
      if (receipt.status !== '0x1') throw latchError('RevokeFailed')
      return hash
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw latchError('RevokeFailed')
}

/** a ChainRead over a JSON-RPC URL */
export function chainRead(rpcUrl: string, fetcher: typeof fetch = fetch): ChainRead {
  let id = 0
  return async (method, params) => {
    const response = await fetcher(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) throw latchError('RpcFailed', { params: { reason: body.error.message ?? `${method} failed` } })
    return body.result
  }
}
