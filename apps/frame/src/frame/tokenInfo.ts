// A token's symbol and decimals, as its contract answers them; undefined when it does not (an NFT, not a token).
import { type Address, type Client, erc20Abi } from 'viem'
import { readContract } from 'viem/actions'
import type { TokenInfo } from './intentText.ts'

export async function tokenInfo(client: Client, token: string): Promise<TokenInfo> {
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(client, { address: token as Address, abi: erc20Abi, functionName: 'symbol' }),
      readContract(client, { address: token as Address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    return undefined
  }
}
