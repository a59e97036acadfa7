// Reads chain state independently of the UI (viem on the devnet RPC), funds test accounts, and formats amounts as the spec shows them.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  type Address,
  type PublicClient,
} from 'viem'

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

/** sends `ether` from an unlocked anvil dev account (anvil signs for it) and waits until it is mined */
export async function fundFrom(rpcUrl: string, from: Address, to: Address, ether: string): Promise<void> {
  const wallet = createWalletClient({ account: from, transport: http(rpcUrl) })
  const hash = await wallet.sendTransaction({ to, value: parseEther(ether), chain: null })
  await chainClient(rpcUrl).waitForTransactionReceipt({ hash })
}
