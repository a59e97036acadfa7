// Reads chain state independently of the UI (viem on the devnet RPC) and formats it as the spec shows it.
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem'

export function chainClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl) })
}

export function tokenBalance(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** SPEC §9: balances floored to 3 decimals, e.g. "10000.000 ETH" */
export function flooredText(value: bigint, decimals: number, symbol: string): string {
  const unit = 10n ** BigInt(decimals)
  const whole = value / unit
  const thousandths = ((value % unit) * 1000n) / unit
  return `${whole}.${thousandths.toString().padStart(3, '0')} ${symbol}`
}

/** SPEC §9: addresses truncated to the first 4 and last 6 characters */
export function truncated(address: string): string {
  return `${address.slice(0, 4)}...${address.slice(-6)}`
}
