// RPC_REQUEST inside the frame: safe methods answered or forwarded to the chain's RPC, unsafe ones signed after approval.
import { CapabilityError, fromProviderError, latchError, parseChainId, UnsupportedMethodError } from '@latch/core'
import { type RpcRequestPayload, rpcMethodKind } from '@latch/frame'
import { createPublicClient, http, numberToHex, type Hex, type TransactionSerializable } from 'viem'
import { fromBase58, toBase58 } from '../keys/bytes.ts'
import type { UnlockedWallet } from '../keys/index.ts'
import type { ApprovalCard, ApprovalRequest } from './approval.ts'
import type { LiveSession } from './liveSession.ts'
import {
  callsStatus,
  callTransaction,
  capabilities,
  checkSendCalls,
  createCallsBook,
  describeCalls,
  newBatchId,
  quantity,
  type RpcReceipt,
  type SendCallsRequest,
  sendCalls,
  SMART_ACCOUNT_METHODS,
} from './calls.ts'
import {
  checkRpcChain,
  checkTypedDataChain,
  describePersonal,
  describeTransaction,
  describeTypedData,
  prepareTransaction,
  sameAddress,
  sendPrepared,
  sendTransaction,
  signPersonal,
  signTyped,
  typedDataOf,
} from './evmRequests.ts'
import { withIntent } from './intentCard.ts'
import { NOT_SIGNED_IN } from './signedIn.ts'
import { refuseBareHash, refuseOwnAccountTypedData } from './ownAccountSignatures.ts'
import {
  answerSolanaRequest,
  refuseTransactionMessage,
  SOLANA_TRANSACTION_METHODS,
  solanaTransactionCard,
} from './solanaRequests.ts'
import { solanaWarnings, withWarnings } from './solanaWarnings.ts'
import type { KeyValue } from './store.ts'
import type { BlockList, TypedDataLike } from '@latch/core/internal/approvals'

export interface RpcContext {
  wallet(): UnlockedWallet | undefined
  chainId(): number | string
  /** the RPC endpoint for the request: its own, else the one remembered for the chain, else the query's */
  rpcUrl(payload: RpcRequestPayload): string | undefined
  approval: ApprovalCard
  /** asked before anything is signed or sent: a session ended elsewhere signs nothing here */
  session?: LiveSession
  fetch?: typeof globalThis.fetch
  /** the operator's block list, read before a card (blockList.ts) */
  blockList?(): Promise<BlockList | undefined>
  /** the frame's storage, where sent batches are kept for wallet_getCallsStatus */
  storage?: KeyValue
  /** the user's smart account, where the frame has smart accounts at all: the EOA never signs for it */
  smartAccountOf?(wallet: UnlockedWallet, chainId: number): Promise<string>
  /** the smart account, when it is the active EVM account: its requests are answered there first */
  smart?: {
    active(): boolean
    handle(wallet: UnlockedWallet, payload: RpcRequestPayload, origin: string): Promise<{ result: unknown } | undefined>
  }
}

type Params = readonly unknown[] | Record<string, unknown> | undefined

/** how a batch waits for a call a later call depends on: polled each second, given up after two minutes */
const RECEIPT_POLL_MS = 1_000
const RECEIPT_WAIT_MS = 120_000

const SIGNABLE = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'wallet_sendCalls',
  ...SOLANA_TRANSACTION_METHODS,
])

export function createRpcHandler(context: RpcContext) {
  const fetch = context.fetch ?? globalThis.fetch.bind(globalThis)

  function signer(): UnlockedWallet {
    const wallet = context.wallet()
    if (!wallet) throw latchError('NotSignedIn', { params: { reason: NOT_SIGNED_IN } })
    return wallet
  }

  function endpoint(payload: RpcRequestPayload): string {
    const url = context.rpcUrl(payload)
    if (!url)
      throw latchError('ChainRpcUnavailable', { params: { reason: `No RPC URL for chain ${String(payload.chainId)}` } })
    return url
  }

  async function forward(payload: RpcRequestPayload): Promise<unknown> {
    const response = await fetch(endpoint(payload), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: payload.method, params: payload.params ?? [] }),
      credentials: 'omit',
    })
    const body = (await response.json().catch(() => ({}))) as {
      result?: unknown
      error?: { code?: unknown; message?: unknown }
    }
    // a node's numbered failure keeps its number (a revert's -32000, a limit's -32005…); its words stay as details
    if (body.error)
      throw (
        fromProviderError(body.error) ??
        latchError('RpcFailed', {
          params: { reason: typeof body.error.message === 'string' ? body.error.message : 'RPC error' },
        })
      )
    if (!response.ok) throw latchError('RpcFailed', { params: { reason: `RPC request failed (${response.status})` } })
    return body.result ?? null
  }

  const chainIdHex = (): Hex => numberToHex(parseChainId(context.chainId()))

  const batches = createCallsBook(context.storage)

  function beforeBatch(wallet: UnlockedWallet, request: SendCallsRequest): void {
    checkSendCalls(request, context.chainId())
    if (request.from !== undefined) sameAddress(wallet, request.from)
    if (request.id !== undefined && batches.find(request.id)) throw new CapabilityError('DuplicateBundleId')
  }

  async function sendBatch(
    wallet: UnlockedWallet,
    payload: RpcRequestPayload,
    request: SendCallsRequest,
  ): Promise<{ id: string }> {
    const rpcUrl = endpoint(payload)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const sent = await sendCalls(request.calls, {
      // 'pending' counts this wallet's transactions not yet mined, so the batch's nonces follow them
      nonce: () => client.getTransactionCount({ address: wallet.evmAddress as Hex, blockTag: 'pending' }),
      transaction: (call, nonce) =>
        sendTransaction(wallet, rpcUrl, callTransaction(call, nonce), parseChainId(payload.chainId)),
      mined: async (hash) =>
        (await client.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS, timeout: RECEIPT_WAIT_MS }))
          .status === 'success',
    })
    // EIP-5792 v2: the dApp may name the batch itself
    const id = request.id ?? newBatchId()
    batches.add({ id, chainId: chainIdHex(), ...sent })
    return { id }
  }

  async function batchStatus(payload: RpcRequestPayload, id: unknown) {
    const batch = batches.find(id)
    if (!batch) throw new CapabilityError('UnknownBundleId')
    const chain = Number(batch.chainId)
    // receipts come from the batch's own chain, even after the page switched to another
    const own = parseChainId(payload.chainId) === chain
    const query = {
      ...payload,
      method: 'eth_getTransactionReceipt',
      chainId: chain,
      rpcUrl: own ? payload.rpcUrl : undefined,
    }
    const receipts = await Promise.all(
      batch.hashes.map(
        (hash) => forward({ ...query, params: [hash] } as RpcRequestPayload) as Promise<RpcReceipt | null>,
      ),
    )
    return callsStatus(batch, receipts)
  }

  /** what the card shows, with what must be checked first; a transaction is filled in from the chain before it */
  async function beforeCard(
    wallet: UnlockedWallet,
    payload: RpcRequestPayload,
    params: Params,
    origin: string,
  ): Promise<{ request: ApprovalRequest; prepared?: TransactionSerializable }> {
    const { method } = payload
    const chain = () => parseChainId(payload.chainId)
    const blockList = await context.blockList?.()
    // what the card's intent and warnings read from the chain, and the operator's block list with the page's origin
    const reads = () => ({ rpcUrl: context.rpcUrl(payload), chainId: chain(), blockList, origin })
    switch (method) {
      case 'personal_sign': {
        const message = String((params as readonly unknown[])[0])
        if (context.smartAccountOf) refuseBareHash(message)
        return { request: await withIntent(describePersonal(params as readonly unknown[]), { ...reads(), message }) }
      }
      case 'eth_signTypedData_v4': {
        const data = typedDataOf((params as readonly [string, string | Record<string, unknown>])[1])
        checkTypedDataChain(data, chain())
        if (context.smartAccountOf) refuseOwnAccountTypedData(data, await context.smartAccountOf(wallet, chain()))
        return { request: await withIntent(describeTypedData(data), { ...reads(), typedData: data as TypedDataLike }) }
      }
      case 'eth_sendTransaction': {
        const prepared = await prepareTransaction(
          wallet,
          endpoint(payload),
          (params as readonly [Record<string, unknown>])[0],
          chain(),
        )
        return {
          request: await withIntent(describeTransaction(prepared), {
            ...reads(),
            calls: [prepared],
            account: wallet.evmAddress,
          }),
          prepared,
        }
      }
      case 'wallet_sendCalls': {
        beforeBatch(wallet, (params as readonly [SendCallsRequest])[0])
        await checkRpcChain(endpoint(payload), chain())
        const { calls } = (params as readonly [SendCallsRequest])[0]
        const described = describeCalls(calls)
        const simulated = calls.map((call) => ({ to: call.to, data: call.data, value: quantity(call.value) }))
        return {
          request: await withIntent(
            { ...described, details: [['Chain', String(chain())], ...described.details] },
            { ...reads(), calls: simulated, account: wallet.evmAddress },
          ),
        }
      }
      case 'solana_signMessage': {
        const message = fromBase58((params as { message: string }).message)
        // a transaction signed as a "message" would be a valid signature of that transaction
        refuseTransactionMessage(message)
        const request: ApprovalRequest = {
          kind: 'signature',
          details: [['Message', new TextDecoder().decode(message)]],
        }
        return { request: withWarnings(request, solanaWarnings([], { blockList, origin })) }
      }
      default: {
        // malformed, or not this wallet's to sign: refused before the card asks the user
        const rpc = (name: string, args: unknown[]) =>
          forward({ ...payload, method: name, params: args } as RpcRequestPayload)
        return { request: await solanaTransactionCard(method, params, wallet, { blockList, origin, rpc }) }
      }
    }
  }

  /** `origin` is the page's origin as the dispatcher verified it; the card shows it */
  return async function handle(payload: RpcRequestPayload, origin: string): Promise<unknown> {
    const { method } = payload
    const params = payload.params as Params
    const unsafe = rpcMethodKind(method) === 'unsafe'
    if (unsafe) await context.session?.assertLive()
    // the smart account answers for itself (a user operation after the card); what it leaves, the EOA path answers
    if (context.smart?.active() && !method.startsWith('solana_') && context.wallet()) {
      const answered = await context.smart.handle(context.wallet()!, payload, origin)
      if (answered) return answered.result
    }
    if (method === 'eth_accounts') return context.wallet() ? [context.wallet()!.evmAddress] : []
    if (method === 'eth_chainId') return chainIdHex()
    // batches are sent by this frame, so only it knows them; the chain's RPC would not
    if (method === 'wallet_getCallsStatus') return batchStatus(payload, (params as readonly unknown[] | undefined)?.[0])
    if (method === 'wallet_getCapabilities') return capabilities(chainIdHex())
    if (rpcMethodKind(method) === 'safe') return forward(payload)
    // an EOA can never do these, so the user is not asked
    if (SMART_ACCOUNT_METHODS.has(method)) throw new UnsupportedMethodError('NeedsSmartAccount', { params: { method } })
    if (!SIGNABLE.has(method))
      throw latchError('WalletMethodUnsupported', {
        params: { reason: `${method} is not supported by the embedded wallet` },
      })
    const wallet = signer()
    const { request, prepared } = await beforeCard(wallet, payload, params, origin)
    // the user approves in the frame before any key is used
    await context.approval.request(request, origin)
    // the card may have waited long: the session must still live when the key is used
    await context.session?.assertLive()
    switch (method) {
      case 'personal_sign':
        return signPersonal(wallet, params as readonly [string, string])
      case 'eth_signTypedData_v4':
        return signTyped(wallet, params as readonly [string, string | Record<string, unknown>])
      case 'eth_sendTransaction':
        return sendPrepared(wallet, endpoint(payload), prepared!)
      case 'wallet_sendCalls':
        return sendBatch(wallet, payload, (params as readonly [SendCallsRequest])[0])
      case 'solana_signTransaction':
      case 'solana_signAllTransactions':
      case 'solana_signAndSendTransaction':
        return answerSolanaRequest(method, params, wallet, (name, args) =>
          forward({ ...payload, method: name, params: args } as RpcRequestPayload),
        )
      default: {
        const { message } = params as { message: string }
        return { signature: toBase58(await wallet.signSolanaMessage(fromBase58(message))) }
      }
    }
  }
}
