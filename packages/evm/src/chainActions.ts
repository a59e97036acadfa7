// What the EVM adapter does with the Config alone: balances over the network's RPC, signing, and transfers.
import type { Balance, Network, SendParameters } from '@latch/core'
import {
  type Config,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getConnection,
  readContract,
  sendTransaction,
  signMessage,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { latchError } from '@latch/core'

/** reads go to the network's RPC (the config's http transport), never to the wallet */
export async function readBalance(
  config: Config,
  parameters: { address: string; network: Network; tokenAddress?: string },
): Promise<Balance> {
  const chainId = Number(parameters.network.id)
  const address = parameters.address as Address
  if (!parameters.tokenAddress) {
    const { value } = await getBalance(config, { address, chainId })
    const { decimals, symbol, name } = parameters.network.nativeCurrency
    return { value, decimals, symbol, name }
  }
  const token = { address: parameters.tokenAddress as Address, abi: erc20Abi, chainId } as const
  // one JSON-RPC batch: the transport batches calls made in the same tick
  const [value, decimals, symbol, name] = await Promise.all([
    readContract(config, { ...token, functionName: 'balanceOf', args: [address] }),
    readContract(config, { ...token, functionName: 'decimals' }),
    readContract(config, { ...token, functionName: 'symbol' }),
    readContract(config, { ...token, functionName: 'name' }),
  ])
  return { value, decimals, symbol, name }
}

/** what a transfer from `from` would pay the network at most: its gas at the fee cap the wallet would offer */
export async function transferFee(
  config: Config,
  parameters: SendParameters & { network: Network; from: string },
): Promise<bigint> {
  const chainId = Number(parameters.network.id)
  const account = parameters.from as Address
  const gas = parameters.tokenAddress
    ? await estimateGas(config, {
        account,
        chainId,
        to: parameters.tokenAddress as Address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [parameters.to as Address, parameters.value],
        }),
      })
    : await estimateGas(config, { account, chainId, to: parameters.to as Address, value: parameters.value })
  const fees = await estimateFeesPerGas(config, { chainId })
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}

/** personal_sign through the connected wallet */
export function signWithWallet(config: Config, parameters: { message: string; address: string }): Promise<string> {
  return signMessage(config, { message: parameters.message, account: parameters.address as Address })
}

/** how often a wallet is asked again for a receipt it does not have yet (a Safe's other owners may still sign) */
const RECEIPT_POLL_MS = 1000

interface WalletReceipt {
  status: string
}

/** the receipt as the connected wallet finds it: a Safe App's provider maps its safeTxHash to the mined transaction
 * through the Safe{Wallet}, which the node alone cannot */
async function walletReceipt(config: Config, hash: string): Promise<WalletReceipt> {
  const provider = (await getConnection(config).connector?.getProvider()) as
    | { request(args: { method: string; params: unknown[] }): Promise<WalletReceipt | null> }
    | undefined
  if (!provider)
    throw latchError('WalletNotFound', {
      params: { reason: 'The wallet disconnected before its transaction was mined' },
    })
  for (;;) {
    const receipt = await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** native coin or ERC-20 transfer; resolves with its hash once the receipt is mined */
export async function sendTransfer(
  config: Config,
  parameters: SendParameters & { network: Network },
  options: { receiptFromWallet?: boolean } = {},
): Promise<string> {
  const chainId = Number(parameters.network.id)
  const to = parameters.to as Address
  const hash = parameters.tokenAddress
    ? await writeContract(config, {
        address: parameters.tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parameters.value],
        chainId,
      })
    : await sendTransaction(config, { to, value: parameters.value, chainId })
  if (options.receiptFromWallet) {
    // a Safe's hash is its safeTxHash, the id Safe{Wallet} shows the transaction under (its provider answers with it)
    const receipt = await walletReceipt(config, hash)
    if (receipt.status !== '0x1')
      throw latchError('TransactionReverted', { params: { reason: `Transaction ${hash} reverted` } })
    return hash
  }
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  if (receipt.status !== 'success')
    throw latchError('TransactionReverted', { params: { reason: `Transaction ${hash} reverted` } })
  return hash
}
