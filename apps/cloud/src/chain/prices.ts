// Prices in USD from configuration (`eip155:<chainId>/native` or `eip155:<chainId>/<lowercase address>`); 0 when unknown.
import type { CloudContext } from '../context.ts'

export function priceOf(context: CloudContext, chainId: number, asset: 'native' | string): number {
  const key = `eip155:${chainId}/${asset === 'native' ? 'native' : asset.toLowerCase()}`
  return context.config.prices[key] ?? 0
}

/** a whole-unit decimal string times a price, as a number for display */
export const valueOf = (numeric: string, price: number) => (price === 0 ? 0 : Number(numeric) * price)
