// What the EVM adapter does with the Config alone: balances over the network's RPC, signing, and transfers.
import type { Balance, Network, SendParameters } from '@latch/core'
import {
  type Config,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
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
export async function transferFee(config: Config, parameters: SendParameters & { network: Network; from: string }): Promise<bigint> {
  const chainId = Number(parameters.network.id)
  const account = parameters.from as Address
  const gas = parameters.tokenAddress
    ? await estimateGas(config, {
        account,
        chainId,
        to: parameters.tokenAddress as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [parameters.to as Address, parameters.value] }),
      })
    : await estimateGas(config, { account, chainId, to: parameters.to as Address, value: parameters.value })
  const fees = await estimateFeesPerGas(config, { chainId })
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}

/** personal_sign through the connected wallet */
export function signWithWallet(config: Config, parameters: { message: string; address: string }): Promise<string> {
  return signMessage(config, { message: parameters.message, account: parameters.address as Address })
}

/** native coin or ERC-20 transfer; resolves with the hash once the receipt is mined */
export async function sendTransfer(config: Config, parameters: SendParameters & { network: Network }): Promise<string> {
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
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  if (receipt.status !== 'success') throw latchError('TransactionReverted', { params: { reason: `Transaction ${hash} reverted` } })
  return hash
}
