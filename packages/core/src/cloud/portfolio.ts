// Balances from GET /v1/account/{address}/balance (SPEC §7, §3) in the state's shape:
// quantity.numeric in the smallest unit, token addresses plain (CAIP-10 stripped), the native coin first.
import type { CaipNetworkId, TokenBalance } from '../types.ts'
import type { CloudHttp } from './http.ts'
import type { CloudBalance } from './types.ts'

/** a whole-unit decimal string ("1.5") in the smallest unit ("1500…"); extra fraction digits are dropped */
export function toSmallestUnit(numeric: string, decimals: number): string {
  const plain = /^\d+(\.\d+)?$/.test(numeric) ? numeric : Number(numeric).toFixed(decimals)
  const [whole = '0', fraction = ''] = plain.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals)).toString()
}

const plainAddress = (address: string | undefined) => address?.split(':').pop()

export function toTokenBalances(balances: readonly CloudBalance[], chainId: CaipNetworkId): TokenBalance[] {
  const entries = balances.filter((balance) => balance.chainId === chainId || !balance.chainId)
  const native = entries.filter((balance) => !balance.address)
  const tokens = entries.filter((balance) => balance.address)
  return [...native, ...tokens].map((balance) => {
    const decimals = Number(balance.quantity.decimals)
    return {
      name: balance.name,
      symbol: balance.symbol,
      chainId,
      address: plainAddress(balance.address),
      value: balance.value,
      price: balance.price ?? 0,
      quantity: { decimals: String(decimals), numeric: toSmallestUnit(balance.quantity.numeric, decimals) },
      iconUrl: balance.iconUrl,
    }
  })
}

export async function fetchBalances(
  http: CloudHttp,
  address: string,
  chainId: CaipNetworkId,
  forceUpdate: boolean,
): Promise<TokenBalance[]> {
  const response = await http.get<{ balances: CloudBalance[] }>(`/v1/account/${encodeURIComponent(address)}/balance`, {
    chainId,
    currency: 'usd',
    forceUpdate: forceUpdate || undefined,
  })
  return toTokenBalances(response.balances, chainId)
}
