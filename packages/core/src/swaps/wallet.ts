// The wallet side of a swap over EIP-1193: one transaction and its receipt, or an EIP-5792 batch (wallet_sendCalls,
// atomicRequired) when wallet_getCapabilities reports atomic support for the chain, followed to its receipts.
import { SwapError } from '../errors/classes.ts'

export interface Eip1193 {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

export interface WalletCall {
  to: string
  data: string
  value: bigint
  gas?: bigint
  /** wei per gas the sender pays (the chosen tier) */
  gasPrice?: bigint
}

const hex = (value: bigint | number) => `0x${value.toString(16)}`
const RECEIPT_POLL_MS = 250
const RECEIPT_TRIES = 240

interface Receipt {
  status: string
  transactionHash: string
}

async function receiptOf(provider: Eip1193, hash: string): Promise<Receipt> {
  for (let attempt = 0; attempt < RECEIPT_TRIES; attempt++) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Receipt | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw new SwapError('SwapFailed')
}

/** sends one call and waits for it to be mined; a reverted one fails the swap */
export async function sendTransaction(provider: Eip1193, from: string, call: WalletCall): Promise<string> {
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: call.to,
        data: call.data,
        value: hex(call.value),
        ...(call.gas ? { gas: hex(call.gas) } : {}),
        ...(call.gasPrice ? { gasPrice: hex(call.gasPrice) } : {}),
      },
    ],
  })) as string
  const receipt = await receiptOf(provider, hash)
  if (receipt.status !== '0x1') throw new SwapError('SwapFailed')
  return hash
}

/** EIP-5792: the wallet says it executes this chain's batches atomically */
export async function supportsAtomicBatch(provider: Eip1193, address: string, chainId: number): Promise<boolean> {
  try {
    const capabilities = (await provider.request({
      method: 'wallet_getCapabilities',
      params: [address, [hex(chainId)]],
    })) as Record<string, { atomic?: { status?: string } }>
    const status = capabilities?.[hex(chainId)]?.atomic?.status
    return status === 'supported' || status === 'ready'
  } catch {
    return false // a wallet without EIP-5792 sends the calls one by one
  }
}

interface CallsStatus {
  status: number
  receipts?: Receipt[]
}

/** one atomic batch; resolves with the last call's transaction hash once the batch is confirmed */
export async function sendCalls(
  provider: Eip1193,
  from: string,
  chainId: number,
  calls: WalletCall[],
): Promise<string> {
  const sent = (await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: hex(chainId),
        from,
        atomicRequired: true,
        calls: calls.map((call) => ({ to: call.to, data: call.data, value: hex(call.value) })),
      },
    ],
  })) as { id: string } | string
  const id = typeof sent === 'string' ? sent : sent.id
  for (let attempt = 0; attempt < RECEIPT_TRIES; attempt++) {
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    // EIP-5792 v2: 1xx pending, 200 confirmed, 4xx/5xx failed or reverted
    if (status.status === 200) {
      const last = status.receipts?.[status.receipts.length - 1]
      if (last?.status !== '0x1') throw new SwapError('SwapFailed')
      return last.transactionHash
    }
    if (status.status >= 400) throw new SwapError('SwapFailed')
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw new SwapError('SwapFailed')
}
