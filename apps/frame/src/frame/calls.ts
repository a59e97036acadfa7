// EIP-5792 batch calls on an EOA (docs/design/farcaster-and-signing.md §2.1): one approval, then plain transactions in order.
import { CapabilityError, parseChainId } from '@latch/core'
import { bytesToHex, formatEther, numberToHex, type Hex } from 'viem'
import { STORAGE_PREFIX } from '../keys/index.ts'
import type { ApprovalRequest } from './approval.ts'
import type { KeyValue } from './store.ts'
import { text } from './texts/frameLocale.ts'

/** ERC-7715 and ERC-4337 methods: they act on a smart account, which this wallet does not have */
export const SMART_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export const MAX_BATCHES = 50
export const CALLS_STORAGE_KEY = `${STORAGE_PREFIX}CALLS_BATCHES`
export const CALLS_STATUS_VERSION = '2.0.0'

export interface Call {
  to: string
  data?: string
  value?: string | number
}

export interface SendCallsRequest {
  chainId: string | number
  from?: string
  /** EIP-5792 v2: a batch id the dApp chose */
  id?: string
  calls: readonly Call[]
  atomicRequired?: boolean
}

/** what a batch remembers: the hashes of the calls that went out, in order, and whether one failed to send */
export interface CallsBatch {
  /** ours (0x + 32 random bytes) or the dApp's */
  id: string
  chainId: Hex
  hashes: Hex[]
  failed: boolean
}

export type CallsStatusCode = 100 | 200 | 400 | 500 | 600

/** eth_getTransactionReceipt's answer, the fields EIP-5792 passes on */
export interface RpcReceipt {
  status: Hex
  logs: readonly { address: Hex; data: Hex; topics: readonly Hex[] }[]
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** a call's quantity (hex or decimal string, number); undefined when it is none */
export function quantity(value: string | number | undefined): bigint | undefined {
  try {
    // '0x' passes the params schema and means zero
    return value === undefined || value === '0x' ? 0n : BigInt(value)
  } catch {
    return undefined
  }
}

/** the refusals that come before the approval card; `from` is checked by the caller against the wallet */
export function checkSendCalls(request: SendCallsRequest, frameChainId: number | string): void {
  // an EOA sends one transaction per call, so it cannot promise all-or-nothing
  if (request.atomicRequired === true) throw new CapabilityError('AtomicityNotSupported')
  const wanted = quantity(request.chainId)
  if (wanted === undefined || Number(wanted) !== parseChainId(frameChainId))
    throw new CapabilityError('SwitchChainFirst', { params: { chainId: String(wanted ?? request.chainId) } })
}

/** the approval card: every call's To, Value and Data under "Call i of n" */
export function describeCalls(calls: readonly Call[]): ApprovalRequest {
  const details: [string, string][] = []
  calls.forEach((call, index) => {
    const label = text('detail.call', { index: index + 1, count: calls.length })
    const value = quantity(call.value)
    details.push(
      [`${label}: ${text('detail.to')}`, call.to],
      [`${label}: ${text('detail.value')}`, value === undefined ? String(call.value) : `${formatEther(value)} ETH`],
    )
    if (call.data && call.data !== '0x') details.push([`${label}: ${text('detail.data')}`, call.data])
  })
  return { kind: 'transaction', details }
}

/** one call as an eth_sendTransaction request with its place in the nonce sequence */
export function callTransaction(call: Call, nonce: number): Record<string, unknown> {
  const value = quantity(call.value)
  return { to: call.to, data: call.data, value: value === undefined ? call.value : numberToHex(value), nonce }
}

export interface CallSender {
  nonce(): Promise<number>
  transaction(call: Call, nonce: number): Promise<Hex>
  /** waits until the transaction is mined; true when it succeeded */
  mined(hash: Hex): Promise<boolean>
}

/** sends the calls in order; the first that fails to send stops the rest, and what went out is kept */
export async function sendCalls(
  calls: readonly Call[],
  send: CallSender,
): Promise<Pick<CallsBatch, 'hashes' | 'failed'>> {
  const hashes: Hex[] = []
  try {
    const first = await send.nonce()
    for (const call of calls) {
      const nonce = first + hashes.length
      const sent = await send.transaction(call, nonce).catch(async (error: unknown) => {
        const previous = hashes.at(-1)
        // a call may need the one before it on chain (approve, then swap): its estimate passes only once that is mined
        if (!previous || !(await send.mined(previous))) throw error
        return send.transaction(call, nonce)
      })
      hashes.push(sent)
    }
    return { hashes, failed: false }
  } catch {
    // the calls already sent are on their way and cannot be taken back; the status says which part went out
    return { hashes, failed: true }
  }
}

/** EIP-5792 status codes from what was sent and the receipts found so far (null: not mined yet) */
export function callsStatusCode(
  batch: Pick<CallsBatch, 'hashes' | 'failed'>,
  receipts: readonly (RpcReceipt | null)[],
): CallsStatusCode {
  if (batch.hashes.length === 0) return 400
  if (receipts.some((receipt) => receipt === null)) return 100
  const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length
  if (!batch.failed && succeeded === receipts.length) return 200
  if (!batch.failed && succeeded === 0) return 500
  return 600
}

export function callsStatus(batch: CallsBatch, receipts: readonly (RpcReceipt | null)[]) {
  return {
    version: CALLS_STATUS_VERSION,
    id: batch.id,
    chainId: batch.chainId,
    atomic: false,
    status: callsStatusCode(batch, receipts),
    receipts: receipts
      .filter((receipt): receipt is RpcReceipt => receipt !== null)
      .map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs: logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
  }
}

/** wallet_getCapabilities: the frame's chain, and atomic execution is not offered */
export function capabilities(chainIdHex: Hex) {
  return { [chainIdHex]: { atomic: { status: 'unsupported' as const } } }
}

export const newBatchId = (): Hex => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

function isBatch(value: unknown): value is CallsBatch {
  const batch = value as CallsBatch
  return (
    typeof batch?.id === 'string' &&
    typeof batch.chainId === 'string' &&
    Array.isArray(batch.hashes) &&
    batch.hashes.every((hash) => typeof hash === 'string') &&
    typeof batch.failed === 'boolean'
  )
}

function storedBatches(storage: KeyValue | undefined, key: string): CallsBatch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isBatch) : []
  } catch {
    return []
  }
}

/** the sent batches, newest MAX_BATCHES, kept in the frame's storage so a reload can still answer */
export function createCallsBook(storage?: KeyValue, kind = '') {
  const storageKey = kind ? `${CALLS_STORAGE_KEY}:${kind}` : CALLS_STORAGE_KEY
  let book: Map<string, CallsBatch> | undefined
  // read once, on first use: storage only matters for batches sent before a reload
  const batches = () => (book ??= new Map(storedBatches(storage, storageKey).map((batch) => [batch.id, batch])))

  return {
    add(batch: CallsBatch): void {
      const all = batches()
      all.delete(batch.id)
      all.set(batch.id, batch)
      if (all.size > MAX_BATCHES) all.delete(all.keys().next().value!)
      try {
        storage?.setItem(storageKey, JSON.stringify([...all.values()]))
      } catch {
        // the transactions are already sent; a full storage must not turn that into an error
      }
    },
    find(id: unknown): CallsBatch | undefined {
      if (typeof id !== 'string') return undefined
      // a dApp's own id matches exactly; ours is hex, which is the same in either case
      return batches().get(id) ?? batches().get(id.toLowerCase())
    },
  }
}
