// Balances of an address: native coin and ERC-20 tokens, read live from the chain's node (exact, and native
// balances move with gas, which the index does not follow). The index only says WHICH tokens to read: the
// configured ones, plus any the address ever received.
import { type Address, erc20Abi, formatUnits, getAddress } from 'viem'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { caip2, chainClient } from './chains.ts'
import { priceOf, valueOf } from './prices.ts'
import { fungibleTokens } from './tokens.ts'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

async function receivedTokens(context: CloudContext, chainId: number, address: string): Promise<string[]> {
  const rows = await context.db
    .selectFrom('chain_transfers')
    .select('contract')
    .distinct()
    .where('chain_id', '=', chainId)
    .where('kind', '=', 'erc20')
    .where('to_address', '=', address)
    .execute()
  return rows.map((row) => row.contract!)
}

export async function chainBalances(
  context: CloudContext,
  chain: ChainConfig,
  address: string,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const client = chainClient(chain)
  const configured = chain.tokens.map((token) => token.toLowerCase())
  const received = await receivedTokens(context, chain.chainId, address)
  const contracts = [...new Set([...configured, ...received])]
  const [native, tokens, amounts] = await Promise.all([
    client.getBalance({ address: address as Address }),
    fungibleTokens(context, chain.chainId, contracts),
    Promise.allSettled(
      contracts.map((contract) =>
        client.readContract({
          address: contract as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address as Address],
        }),
      ),
    ),
  ])
  const nativePrice = priceOf(context, chain.chainId, 'native')
  const nativeNumeric = formatUnits(native, chain.nativeCurrency.decimals)
  const balances: TokenBalance[] = [
    {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      chainId: caip2(chain.chainId),
      value: valueOf(nativeNumeric, nativePrice),
      price: nativePrice,
      quantity: { decimals: String(chain.nativeCurrency.decimals), numeric: nativeNumeric },
      iconUrl: iconUrl(chain.nativeCurrency.symbol),
    },
  ]
  contracts.forEach((contract, i) => {
    const read = amounts[i]!
    if (read.status === 'rejected') return // not an ERC-20 after all: nothing to show
    const amount = read.value
    // configured tokens always show (the Tokens tab lists them); others only while the address holds some
    if (amount === 0n && !configured.includes(contract)) return
    const token = tokens.get(contract)
    const decimals = token?.decimals ?? 18
    const symbol = token?.symbol ?? ''
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(context, chain.chainId, contract)
    balances.push({
      name: token?.name ?? symbol,
      symbol,
      chainId: caip2(chain.chainId),
      address: `${caip2(chain.chainId)}:${getAddress(contract)}`,
      value: valueOf(numeric, price),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(symbol),
    })
  })
  return balances
}
