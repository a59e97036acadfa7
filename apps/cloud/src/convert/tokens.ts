// the swap tokens of one chain (the native coin first, then the DEX's ERC-20s), with the balances of a user
// when one is named: address (CAIP-10), decimals, logoUri, iconUrl, quantity {decimals, numeric}, price, value, eip2612.
import type { SwapToken } from '@latch/core'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { caip2, chainClient } from '../chain/chains.ts'
import { priceOf, valueOf } from '../chain/prices.ts'
import { fungibleTokens } from '../chain/tokens.ts'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { NATIVE_TOKEN } from './input.ts'

/** the DEX's tokens of `chain` (metadata stored once per contract); `user` adds live balances */
export async function swapTokens(
  context: CloudContext,
  chain: ChainConfig,
  user: Address | undefined,
  iconUrl: (symbol: string) => string,
): Promise<SwapToken[]> {
  const dex = chain.dex!
  const contracts = dex.tokens.map((token) => token.toLowerCase() as Address)
  const client = chainClient(chain)
  const [infos, native, balances] = await Promise.all([
    fungibleTokens(context, chain.chainId, contracts),
    user ? client.getBalance({ address: user }) : Promise.resolve(0n),
    Promise.all(
      contracts.map((token) =>
        user
          ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
          : Promise.resolve(0n),
      ),
    ),
  ])
  const entry = (
    address: string,
    name: string,
    symbol: string,
    decimals: number,
    raw: bigint,
    price: number,
  ): SwapToken => {
    const numeric = formatUnits(raw, decimals)
    const icon = iconUrl(symbol)
    return {
      name,
      symbol,
      address: `${caip2(chain.chainId)}:${address}`,
      decimals,
      logoUri: icon,
      iconUrl: icon,
      quantity: { decimals: String(decimals), numeric },
      price,
      value: valueOf(numeric, price),
      eip2612: false,
    }
  }
  const { name, symbol, decimals } = chain.nativeCurrency
  const tokens = [entry(NATIVE_TOKEN, name, symbol, decimals, native, priceOf(context, chain.chainId, 'native'))]
  contracts.forEach((address, index) => {
    const info = infos.get(address)
    // a listed contract the node does not answer for is left out rather than shown without a symbol
    if (!info?.symbol || info.decimals === null) return
    tokens.push(
      entry(
        address,
        info.name ?? info.symbol,
        info.symbol,
        info.decimals,
        balances[index]!,
        priceOf(context, chain.chainId, address),
      ),
    )
  })
  return tokens
}

/** the token is the native coin or one the DEX lists; anything else is refused by the routes */
export const isListed = (chain: ChainConfig, address: string) =>
  address === NATIVE_TOKEN || (chain.dex?.tokens ?? []).some((token) => token.toLowerCase() === address)
