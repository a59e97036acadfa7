// The EVM signing requests as the card shows them and the frame signs them: the typed-data domain,
// the chain and the maximum fee are on the card; the chain is the request's (and a transaction's own chainId), and
// the RPC endpoint must be on it, or the request is refused before the card.
import { latchError } from '@latch/core'
import { CapabilityError, parseChainId } from '@latch/core'
import {
  createPublicClient,
  formatEther,
  hexToBigInt,
  hexToString,
  http,
  isHex,
  type Hex,
  type SignableMessage,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import type { UnlockedWallet } from '../keys/index.ts'
import type { ApprovalRequest } from './approval.ts'
import { text } from './texts/frameLocale.ts'

export const rpcOnOtherChain = (actual: number, wanted: number) =>
  `The RPC endpoint is on chain ${actual}, not chain ${wanted}`

export function sameAddress(wallet: UnlockedWallet, address: string): void {
  if (address.toLowerCase() !== wallet.evmAddress.toLowerCase())
    throw latchError('AccountNotAuthorized', { params: { reason: 'The address is not this wallet' } })
}

/** the RPC endpoint's own eth_chainId must be the chain the request is for */
export async function checkRpcChain(rpcUrl: string, wanted: number): Promise<void> {
  const actual = await createPublicClient({ transport: http(rpcUrl) }).getChainId()
  if (actual !== wanted)
    throw latchError('ChainRpcUnavailable', { params: { reason: rpcOnOtherChain(actual, wanted) } })
}

/** a chainId a dApp put in a request (number, decimal or hex string); undefined when it named none */
function chainOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  try {
    return typeof value === 'string' && isHex(value)
      ? Number(hexToBigInt(value))
      : parseChainId(value as number | string)
  } catch {
    throw latchError('InvalidRequest', { params: { reason: `Invalid chain id ${String(value)}` } })
  }
}

/** personal_sign's message: hex is the bytes to sign (as wallets read it), anything else is text */
export const signableOf = (message: string): SignableMessage => (isHex(message) ? { raw: message } : message)

export async function signPersonal(
  wallet: UnlockedWallet,
  [message, address]: readonly [string, string],
): Promise<Hex> {
  sameAddress(wallet, address)
  return wallet.signMessage({ message: signableOf(message) })
}

export function typedDataOf(data: string | Record<string, unknown>): TypedDataDefinition {
  const parsed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  // viem derives the domain type itself and refuses it in types
  const { EIP712Domain: _domain, ...types } = parsed.types
  return { ...parsed, types } as TypedDataDefinition
}

/** typed data for another chain than the request's is refused, as a wallet on that chain would (MetaMask does) */
export function checkTypedDataChain(data: TypedDataDefinition, requestChain: number): void {
  const domainChain = chainOf((data.domain as { chainId?: unknown } | undefined)?.chainId)
  if (domainChain !== undefined && domainChain !== requestChain)
    throw new CapabilityError('SwitchChainFirst', { params: { chainId: String(domainChain) } })
}

export async function signTyped(
  wallet: UnlockedWallet,
  [address, data]: readonly [string, string | Record<string, unknown>],
): Promise<Hex> {
  sameAddress(wallet, address)
  return wallet.signTypedData(typedDataOf(data))
}

const json = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2)

/** the card of eth_signTypedData_v4: who the signature is for (the domain), then what it says */
export function describeTypedData(data: TypedDataDefinition): ApprovalRequest {
  const domain = (data.domain ?? {}) as {
    name?: unknown
    version?: unknown
    chainId?: unknown
    verifyingContract?: unknown
  }
  const details: [string, string][] = [
    [text('detail.domain'), domain.name === undefined ? text('detail.noName') : String(domain.name)],
  ]
  if (domain.version !== undefined) details.push([text('detail.version'), String(domain.version)])
  details.push([
    text('detail.chain'),
    domain.chainId === undefined ? text('detail.anyChain') : String(chainOf(domain.chainId)),
  ])
  details.push([
    text('detail.verifyingContract'),
    domain.verifyingContract === undefined ? text('warning.none') : String(domain.verifyingContract),
  ])
  details.push([text('detail.type'), String(data.primaryType)], [text('detail.message'), json(data.message)])
  return { kind: 'signature', details }
}

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

export const describePersonal = (params: readonly unknown[]): ApprovalRequest => ({
  kind: 'signature',
  details: [[text('detail.message'), readableMessage(String(params[0]))]],
})

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/**
 * An eth_sendTransaction request filled in from the chain (nonce, gas, fees) before the card, so the card shows what
 * is signed. Its own chainId must be the request's; the RPC endpoint must be on that chain.
 */
export async function prepareTransaction(
  wallet: UnlockedWallet,
  rpcUrl: string,
  tx: Record<string, unknown>,
  requestChain: number,
): Promise<TransactionSerializable> {
  if (typeof tx.from === 'string') sameAddress(wallet, tx.from)
  const own = chainOf(tx.chainId)
  if (own !== undefined && own !== requestChain)
    throw new CapabilityError('SwitchChainFirst', { params: { chainId: String(own) } })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const request: Record<string, unknown> = {
    account: wallet.evmAddress,
    to: tx.to ?? undefined,
    data: tx.data ?? tx.input,
    chainId: requestChain,
  }
  for (const name of QUANTITIES) if (tx[name] !== undefined) request[name] = BigInt(tx[name] as string | number)
  if (tx.nonce !== undefined) request.nonce = Number(tx.nonce)
  // the endpoint's chain is read beside the fill-in, and a wrong chain is the error even when the fill-in fails too
  const checked = checkRpcChain(rpcUrl, requestChain)
  const filling = client.prepareTransactionRequest(request as Parameters<typeof client.prepareTransactionRequest>[0])
  filling.catch(() => undefined)
  await checked
  const prepared = await filling
  const { account: _account, from: _from, ...unsigned } = prepared as Record<string, unknown>
  return { ...unsigned, chainId: requestChain } as TransactionSerializable
}

/** the most the transaction can cost in fees: gas limit × the highest price per gas it allows */
export function maxFeeOf(tx: TransactionSerializable): bigint | undefined {
  const price = (tx as { maxFeePerGas?: bigint }).maxFeePerGas ?? (tx as { gasPrice?: bigint }).gasPrice
  return tx.gas !== undefined && price !== undefined ? tx.gas * price : undefined
}

export function describeTransaction(tx: TransactionSerializable): ApprovalRequest {
  const details: [string, string][] = [
    [text('detail.chain'), String(tx.chainId)],
    [text('detail.to'), typeof tx.to === 'string' ? tx.to : text('detail.newContract')],
    [text('detail.value'), `${formatEther(tx.value ?? 0n)} ETH`],
  ]
  const fee = maxFeeOf(tx)
  if (fee !== undefined) details.push([text('detail.maxFee'), `${formatEther(fee)} ETH`])
  if (typeof tx.data === 'string' && tx.data !== '0x') details.push([text('detail.data'), tx.data])
  return { kind: 'transaction', details }
}

/** signs the prepared transaction in the frame and sends it raw; the chain answers its hash */
export async function sendPrepared(wallet: UnlockedWallet, rpcUrl: string, tx: TransactionSerializable): Promise<Hex> {
  const signed = await wallet.signTransaction(tx)
  return createPublicClient({ transport: http(rpcUrl) }).request({ method: 'eth_sendRawTransaction', params: [signed] })
}

/** prepare, then sign and send: a batch's calls go out this way, one after another (the card was shown for all) */
export async function sendTransaction(
  wallet: UnlockedWallet,
  rpcUrl: string,
  tx: Record<string, unknown>,
  requestChain: number,
): Promise<Hex> {
  return sendPrepared(wallet, rpcUrl, await prepareTransaction(wallet, rpcUrl, tx, requestChain))
}
