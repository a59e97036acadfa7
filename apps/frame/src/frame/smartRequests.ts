// RPC_REQUEST while the smart account is the active account: sends become one ERC-4337 user operation after
// the frame's card, batches are atomic (EIP-5792, one user operation), their status comes from the user-operation
// receipt. Messages and typed data are signed by the Safe after the same card as the EOA's (ERC-1271 once deployed,
// ERC-6492 before), and ERC-7715 permissions are refused. The card is the EOA's: the same decoded intents, warnings
// (the block list's too) and simulated outcome, the calls simulated as the smart account sends them.
import type { BlockList, TypedDataLike } from '@latch/core/internal/approvals'
import { parseChainId, CapabilityError, latchError } from '@latch/core'
import type { RpcRequestPayload } from '@latch/frame'
import { type Address, formatEther, type Hex, isAddress, numberToHex } from 'viem'
import type { UnlockedWallet } from '../keys/index.ts'
import type { ApprovalCard, ApprovalRequest } from './approval.ts'
import {
  CALLS_STATUS_VERSION,
  type Call,
  createCallsBook,
  describeCalls,
  newBatchId,
  type SendCallsRequest,
} from './calls.ts'
import {
  checkRpcChain,
  checkTypedDataChain,
  describePersonal,
  describeTypedData,
  signableOf,
  typedDataOf,
} from './evmRequests.ts'
import { withIntent } from './intentCard.ts'
import { type SmartAccounts, type SmartCall, SMART_ACCOUNT_TEXTS } from './smartAccount.ts'
import type { Sponsorship } from './sponsorship.ts'
import type { KeyValue } from './store.ts'
import { localized, text } from './texts/frameLocale.ts'

export const PERMISSIONS_REFUSED =
  'ERC-7715 permissions are not offered: no audited session-key module for this smart account is published on npm'
export const NOT_THIS_ACCOUNT = 'The address is not this smart account'
/** the card's Gas line: who pays the user operation's gas */
export const GAS_TEXTS = localized({ account: 'gas.account', sponsored: 'gas.sponsored' })
/** viem's entryPoint07Address, written out: importing it would put the account-abstraction code in the frame's first load */
const entryPoint07Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** what the frame's handler gives this part: the wallet, the chain, its RPC, the card */
export interface SmartRequestContext {
  smart: SmartAccounts
  approval: ApprovalCard
  endpoint(payload: RpcRequestPayload): string
  storage?: KeyValue
  /** the project's sponsored gas; without it the smart account pays */
  sponsorship?: Sponsorship
  /** the operator's block list, read before a card (blockList.ts) */
  blockList?(): Promise<BlockList | undefined>
}

type Params = readonly unknown[] | Record<string, unknown> | undefined

function quantity(value: unknown): bigint {
  if (value === undefined || value === null || value === '0x') return 0n
  try {
    return BigInt(value as string | number)
  } catch {
    throw latchError('InvalidRequest', { params: { reason: `Invalid value ${String(value)}` } })
  }
}

function callOf(call: Partial<Call> & { input?: string }): SmartCall {
  if (typeof call.to !== 'string' || !isAddress(call.to))
    throw latchError('InvalidRequest', {
      params: { reason: 'A call needs a "to" address (a smart account deploys no contracts here)' },
    })
  const data = call.data ?? call.input
  return {
    to: call.to,
    value: quantity(call.value),
    data: typeof data === 'string' && data !== '' ? (data as Hex) : undefined,
  }
}

function describe(account: Address, chainId: number, calls: readonly SmartCall[], sponsored: boolean): ApprovalRequest {
  const listed = describeCalls(
    calls.map((call) => ({ to: call.to, value: numberToHex(call.value ?? 0n), data: call.data })),
  )
  const total = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
  return {
    kind: 'transaction',
    details: [
      [text('detail.chain'), String(chainId)],
      [text('detail.from'), text('detail.smartAccount', { address: account })],
      ...(calls.length > 1
        ? ([[text('detail.sentAs'), text('detail.oneOperation', { count: calls.length })]] as const)
        : []),
      ...listed.details,
      [text('detail.totalValue'), `${formatEther(total)} ETH`],
      [text('detail.gas'), sponsored ? GAS_TEXTS.sponsored : GAS_TEXTS.account],
    ],
  }
}

export function createSmartRequests(context: SmartRequestContext) {
  const { smart, approval } = context
  // smart-account batches carry the user operation's hash; the EOA's book keeps its own kind apart
  const batches = createCallsBook(context.storage, 'SMART')

  /** what the card's intent and warnings read: the chain's RPC, the operator's block list and the page's origin */
  async function reads(payload: RpcRequestPayload, origin: string) {
    const blockList = await context.blockList?.()
    return { rpcUrl: context.endpoint(payload), chainId: parseChainId(payload.chainId), blockList, origin }
  }

  async function sendAfterCard(
    wallet: UnlockedWallet,
    payload: RpcRequestPayload,
    origin: string,
    calls: readonly SmartCall[],
  ) {
    const chainId = parseChainId(payload.chainId)
    await checkRpcChain(context.endpoint(payload), chainId)
    const account = await smart.address(wallet, chainId)
    // decided before the card, which says who pays; the send then needs the paymaster's signature or fails
    const paymaster = await context.sponsorship?.paymaster(chainId)
    const request = await withIntent(describe(account, chainId, calls, paymaster !== undefined), {
      ...(await reads(payload, origin)),
      calls,
      account,
    })
    await approval.request(request, origin)
    const outcome = await smart.send(wallet, chainId, calls, paymaster)
    if (!outcome.success) throw latchError('TransactionReverted', { params: { reason: SMART_ACCOUNT_TEXTS.reverted } })
    return { chainId, outcome }
  }

  /** personal_sign and eth_signTypedData_v4: the EOA's card, then the Safe's signature (the dApp verifies it on chain) */
  async function sign(wallet: UnlockedWallet, payload: RpcRequestPayload, origin: string): Promise<Hex> {
    const chainId = parseChainId(payload.chainId)
    const params = payload.params as readonly unknown[]
    const typed = payload.method === 'eth_signTypedData_v4'
    const [message, address] = typed ? [params[1], params[0]] : [params[0], params[1]]
    sameAccount(await smart.address(wallet, chainId), address)
    const data = typed ? typedDataOf(message as string | Record<string, unknown>) : undefined
    if (data) checkTypedDataChain(data, chainId)
    // the signature names the chain (the Safe's EIP-712 domain) and carries the deployment read from it
    await checkRpcChain(context.endpoint(payload), chainId)
    const reading = await reads(payload, origin)
    const request = data
      ? await withIntent(describeTypedData(data), { ...reading, typedData: data as TypedDataLike })
      : await withIntent(describePersonal(params), { ...reading, message: String(message) })
    await approval.request(request, origin)
    if (data) return smart.signTypedData(wallet, chainId, data)
    return smart.signMessage(wallet, chainId, signableOf(String(message)))
  }

  function sameAccount(account: Address, address: unknown): void {
    if (typeof address !== 'string' || address.toLowerCase() !== account.toLowerCase())
      throw latchError('AccountNotAuthorized', { params: { reason: NOT_THIS_ACCOUNT } })
  }

  async function sendCalls(
    wallet: UnlockedWallet,
    payload: RpcRequestPayload,
    origin: string,
    request: SendCallsRequest,
  ) {
    const chainId = parseChainId(payload.chainId)
    if (Number(quantity(request.chainId)) !== chainId)
      throw new CapabilityError('SwitchChainFirst', { params: { chainId: String(request.chainId) } })
    if (request.from !== undefined) sameAccount(await smart.address(wallet, chainId), request.from)
    if (request.id !== undefined && batches.find(request.id)) throw new CapabilityError('DuplicateBundleId')
    const { outcome } = await sendAfterCard(wallet, payload, origin, request.calls.map(callOf))
    const id = request.id ?? newBatchId()
    batches.add({ id, chainId: numberToHex(chainId), hashes: [outcome.userOpHash], failed: false })
    return { id }
  }

  /** EIP-5792 status of an atomic batch: 100 until the bundler has the receipt, then 200 or 500 (nothing happened) */
  async function callsStatus(id: unknown) {
    const batch = batches.find(id)
    if (!batch) return undefined
    const found = await smart.receipt(Number(batch.chainId), batch.hashes[0]!)
    return {
      version: CALLS_STATUS_VERSION,
      id: batch.id,
      chainId: batch.chainId,
      atomic: true,
      status: !found ? 100 : found.success ? 200 : 500,
      receipts: found ? [found.receipt] : [],
    }
  }

  /** the methods answered here; undefined: not a smart-account matter, the EOA path answers */
  return async function handle(
    wallet: UnlockedWallet,
    payload: RpcRequestPayload,
    origin: string,
  ): Promise<{ result: unknown } | undefined> {
    const params = payload.params as Params
    const chainId = parseChainId(payload.chainId)
    switch (payload.method) {
      case 'eth_accounts':
        return { result: [await smart.address(wallet, chainId)] }
      case 'wallet_getCapabilities':
        return { result: { [numberToHex(chainId)]: { atomic: { status: 'supported' } } } }
      case 'wallet_getCallsStatus': {
        const status = await callsStatus((params as readonly unknown[] | undefined)?.[0])
        return status ? { result: status } : undefined
      }
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return { result: await sign(wallet, payload, origin) }
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions':
        throw latchError('WalletMethodUnsupported', { params: { reason: PERMISSIONS_REFUSED } })
      case 'eth_sendTransaction': {
        const tx = (params as readonly [Record<string, unknown>])[0]
        if (tx.from !== undefined) sameAccount(await smart.address(wallet, chainId), tx.from)
        const { outcome } = await sendAfterCard(wallet, payload, origin, [callOf(tx as Partial<Call>)])
        // the dApp waits on a transaction: the bundle's, which carried this user operation
        return { result: outcome.transactionHash }
      }
      case 'wallet_sendCalls':
        return { result: await sendCalls(wallet, payload, origin, (params as readonly [SendCallsRequest])[0]) }
      case 'eth_sendUserOperation': {
        const [operation, entryPoint] = params as readonly [Record<string, unknown>, string]
        if (String(entryPoint).toLowerCase() !== entryPoint07Address.toLowerCase())
          throw latchError('InvalidRequest', {
            params: { reason: `Only EntryPoint ${entryPoint07Address} (v0.7) is supported` },
          })
        sameAccount(await smart.address(wallet, chainId), operation?.sender)
        // the frame signs: the dApp's calls are decoded from its callData and sent after the card
        const calls = await smart.decodeCalls(wallet, chainId, operation?.callData as Hex)
        const { outcome } = await sendAfterCard(wallet, payload, origin, calls)
        return { result: outcome.userOpHash }
      }
      default:
        return undefined
    }
  }
}
