// RPC_REQUEST inside the frame: safe methods answered or forwarded to the chain's RPC, unsafe ones signed after approval.
import { parseChainId } from '@latch/core'
import { type RpcRequestPayload, rpcMethodKind, RPC_TEXTS } from '@latch/frame'
import {
  createPublicClient,
  formatEther,
  hexToBigInt,
  hexToString,
  http,
  isHex,
  numberToHex,
  type Hex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { fromBase58, toBase58 } from '../keys/bytes.ts'
import type { UnlockedWallet } from '../keys/index.ts'
import type { ApprovalCard, ApprovalRequest } from './approval.ts'
import {
  callsStatus,
  callTransaction,
  capabilities,
  checkSendCalls,
  createCallsBook,
  describeCalls,
  newBatchId,
  type RpcReceipt,
  type SendCallsRequest,
  sendCalls,
  SMART_ACCOUNT_METHODS,
} from './calls.ts'
import { answerSolanaRequest, describeSolanaTransactions, SOLANA_TRANSACTION_METHODS, solanaTransactionsOf } from './solanaRequests.ts'
import type { KeyValue } from './store.ts'

export interface RpcContext {
  wallet(): UnlockedWallet | undefined
  chainId(): number | string
  /** the RPC endpoint for the request: its own, else the one remembered for the chain, else the query's */
  rpcUrl(payload: RpcRequestPayload): string | undefined
  approval: ApprovalCard
  fetch?: typeof globalThis.fetch
  /** the frame's storage, where sent batches are kept for wallet_getCallsStatus */
  storage?: KeyValue
}

type Params = readonly unknown[] | Record<string, unknown> | undefined

/** how a batch waits for a call a later call depends on: polled each second, given up after two minutes */
const RECEIPT_POLL_MS = 1_000
const RECEIPT_WAIT_MS = 120_000

const SIGNABLE = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage', 'wallet_sendCalls', ...SOLANA_TRANSACTION_METHODS])

export function createRpcHandler(context: RpcContext) {
  const fetch = context.fetch ?? globalThis.fetch.bind(globalThis)

  function signer(): UnlockedWallet {
    const wallet = context.wallet()
    if (!wallet) throw new Error('Not signed in')
    return wallet
  }

  function endpoint(payload: RpcRequestPayload): string {
    const url = context.rpcUrl(payload)
    if (!url) throw new Error(`No RPC URL for chain ${String(payload.chainId)}`)
    return url
  }

  async function forward(payload: RpcRequestPayload): Promise<unknown> {
    const response = await fetch(endpoint(payload), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: payload.method, params: payload.params ?? [] }),
      credentials: 'omit',
    })
    const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message?: unknown } }
    if (body.error) throw new Error(typeof body.error.message === 'string' ? body.error.message : 'RPC error')
    if (!response.ok) throw new Error(`RPC request failed (${response.status})`)
    return body.result ?? null
  }

  const chainIdHex = (): Hex => numberToHex(parseChainId(context.chainId()))

  const batches = createCallsBook(context.storage)

  function beforeBatch(wallet: UnlockedWallet, request: SendCallsRequest): void {
    checkSendCalls(request, context.chainId())
    if (request.from !== undefined) sameAddress(wallet, request.from)
    if (request.id !== undefined && batches.find(request.id)) throw new Error(RPC_TEXTS.duplicateBundle)
  }

  async function sendBatch(wallet: UnlockedWallet, payload: RpcRequestPayload, request: SendCallsRequest): Promise<{ id: string }> {
    const rpcUrl = endpoint(payload)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const sent = await sendCalls(request.calls, {
      // 'pending' counts this wallet's transactions not yet mined, so the batch's nonces follow them
      nonce: () => client.getTransactionCount({ address: wallet.evmAddress as Hex, blockTag: 'pending' }),
      transaction: (call, nonce) => sendTransaction(wallet, rpcUrl, callTransaction(call, nonce)),
      mined: async (hash) => (await client.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS, timeout: RECEIPT_WAIT_MS })).status === 'success',
    })
    // EIP-5792 v2: the dApp may name the batch itself
    const id = request.id ?? newBatchId()
    batches.add({ id, chainId: chainIdHex(), ...sent })
    return { id }
  }

  async function batchStatus(payload: RpcRequestPayload, id: unknown) {
    const batch = batches.find(id)
    if (!batch) throw new Error(RPC_TEXTS.unknownBundle)
    const chain = Number(batch.chainId)
    // receipts come from the batch's own chain, even after the page switched to another
    const own = parseChainId(payload.chainId) === chain
    const query = { ...payload, method: 'eth_getTransactionReceipt', chainId: chain, rpcUrl: own ? payload.rpcUrl : undefined }
    const receipts = await Promise.all(batch.hashes.map((hash) => forward({ ...query, params: [hash] } as RpcRequestPayload) as Promise<RpcReceipt | null>))
    return callsStatus(batch, receipts)
  }

  return async function handle(payload: RpcRequestPayload): Promise<unknown> {
    const { method } = payload
    const params = payload.params as Params
    if (method === 'eth_accounts') return context.wallet() ? [context.wallet()!.evmAddress] : []
    if (method === 'eth_chainId') return chainIdHex()
    // batches are sent by this frame, so only it knows them; the chain's RPC would not
    if (method === 'wallet_getCallsStatus') return batchStatus(payload, (params as readonly unknown[] | undefined)?.[0])
    if (method === 'wallet_getCapabilities') return capabilities(chainIdHex())
    if (rpcMethodKind(method) === 'safe') return forward(payload)
    // an EOA can never do these, so the user is not asked
    if (SMART_ACCOUNT_METHODS.has(method)) throw new Error(RPC_TEXTS.needsSmartAccount(method))
    if (!SIGNABLE.has(method)) throw new Error(`${method} is not supported by the embedded wallet`)
    const wallet = signer()
    if (method === 'wallet_sendCalls') beforeBatch(wallet, (params as readonly [SendCallsRequest])[0])
    // malformed, or not this wallet's to sign: refused before the card asks the user
    if (SOLANA_TRANSACTION_METHODS.has(method)) solanaTransactionsOf(method, params, wallet.solanaPublicKey)
    // the user approves in the frame before any key is used
    await context.approval.request(describe(method, params))
    switch (method) {
      case 'personal_sign':
        return signPersonal(wallet, params as readonly [string, string])
      case 'eth_signTypedData_v4':
        return signTyped(wallet, params as readonly [string, string | Record<string, unknown>])
      case 'eth_sendTransaction':
        return sendTransaction(wallet, endpoint(payload), (params as readonly [Record<string, unknown>])[0])
      case 'wallet_sendCalls':
        return sendBatch(wallet, payload, (params as readonly [SendCallsRequest])[0])
      case 'solana_signTransaction':
      case 'solana_signAllTransactions':
      case 'solana_signAndSendTransaction':
        return answerSolanaRequest(method, params, wallet, (name, args) => forward({ ...payload, method: name, params: args } as RpcRequestPayload))
      default: {
        const { message } = params as { message: string }
        return { signature: toBase58(await wallet.signSolanaMessage(fromBase58(message))) }
      }
    }
  }
}

function sameAddress(wallet: UnlockedWallet, address: string): void {
  if (address.toLowerCase() !== wallet.evmAddress.toLowerCase()) throw new Error('The address is not this wallet')
}

async function signPersonal(wallet: UnlockedWallet, [message, address]: readonly [string, string]): Promise<Hex> {
  sameAddress(wallet, address)
  return wallet.signMessage({ message: isHex(message) ? { raw: message } : message })
}

function typedDataOf(data: string | Record<string, unknown>): TypedDataDefinition {
  const parsed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & { types: Record<string, unknown> }
  // viem derives the domain type itself and refuses it in types
  const { EIP712Domain: _domain, ...types } = parsed.types
  return { ...parsed, types } as TypedDataDefinition
}

async function signTyped(wallet: UnlockedWallet, [address, data]: readonly [string, string | Record<string, unknown>]): Promise<Hex> {
  sameAddress(wallet, address)
  return wallet.signTypedData(typedDataOf(data))
}

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

async function sendTransaction(wallet: UnlockedWallet, rpcUrl: string, tx: Record<string, unknown>): Promise<Hex> {
  if (typeof tx.from === 'string') sameAddress(wallet, tx.from)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const request: Record<string, unknown> = { account: wallet.evmAddress, to: tx.to ?? undefined, data: tx.data ?? tx.input }
  for (const name of QUANTITIES) if (tx[name] !== undefined) request[name] = BigInt(tx[name] as string | number)
  if (tx.nonce !== undefined) request.nonce = Number(tx.nonce)
  const prepared = await client.prepareTransactionRequest(request as Parameters<typeof client.prepareTransactionRequest>[0])
  const { account: _account, from: _from, ...unsigned } = prepared as Record<string, unknown>
  const signed = await wallet.signTransaction(unsigned as TransactionSerializable)
  return client.request({ method: 'eth_sendRawTransaction', params: [signed] })
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2))

function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const decoded = hexToString(message)
    // printable text reads better than hex; anything else is shown as hex
    return /^[\x20-\x7e\s]*$/.test(decoded) ? decoded : message
  } catch {
    return message
  }
}

/** what the approval card shows, as label and text pairs */
export function describe(method: string, params: Params): ApprovalRequest {
  if (method === 'wallet_sendCalls') return describeCalls((params as readonly [SendCallsRequest])[0].calls)
  if (method === 'personal_sign') return { kind: 'signature', details: [['Message', readableMessage(String((params as unknown[])[0]))]] }
  if (method === 'eth_signTypedData_v4') {
    const data = typedDataOf((params as [string, string | Record<string, unknown>])[1])
    return { kind: 'signature', details: [['Type', String(data.primaryType)], ['Message', text(data.message)]] }
  }
  if (method === 'solana_signMessage') {
    const { message } = params as { message: string }
    return { kind: 'signature', details: [['Message', new TextDecoder().decode(fromBase58(message))]] }
  }
  if (SOLANA_TRANSACTION_METHODS.has(method)) return describeSolanaTransactions(method, params)
  const tx = ((params as unknown[] | undefined)?.[0] ?? {}) as Record<string, unknown>
  const value = tx.value === undefined ? 0n : typeof tx.value === 'number' ? BigInt(tx.value) : hexToBigInt(tx.value as Hex)
  const details: [string, string][] = [
    ['To', typeof tx.to === 'string' ? tx.to : 'New contract'],
    ['Value', `${formatEther(value)} ETH`],
  ]
  const data = tx.data ?? tx.input
  if (typeof data === 'string' && data !== '0x') details.push(['Data', data])
  return { kind: 'transaction', details }
}
