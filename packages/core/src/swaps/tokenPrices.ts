// Token prices from the cloud's price service (POST /v1/fungible/price), kept in SPEC §3's token price cache: one
// entry per comma-joined address list, holding the answer as tokenPrice with its timestamp, for SPEC §9's 15 s.
import { createTimedCache } from '../caches.ts'
import type { createCloudHttp } from '../cloud/http.ts'
import { CACHE_LIFETIME_MS } from '../constants.ts'
import type { SafeStorage } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'

export interface TokenPrice {
  /** CAIP-10 */
  address: string
  name: string
  symbol: string
  iconUrl: string
  /** in USD */
  price: number
}

export interface TokenPriceEntry {
  tokenPrice: { fungibles: TokenPrice[] }
}

type Http = Pick<ReturnType<typeof createCloudHttp>, 'post'>

/** the prices of CAIP-10 tokens, asked at most once per 15 s for the same list */
export function createTokenPrices(storage: SafeStorage, http: Http, now: () => number = Date.now) {
  const cache = createTimedCache<TokenPriceEntry>(
    storage,
    FEATURE_STORAGE_KEYS.tokenPriceCache,
    CACHE_LIFETIME_MS.tokenPrice,
    now,
  )
  return async function tokenPrices(addresses: readonly string[]): Promise<TokenPrice[]> {
    const key = addresses.join(',')
    const cached = cache.get(key)
    if (cached) return cached.tokenPrice.fungibles
    const tokenPrice = await http.post<TokenPriceEntry['tokenPrice']>('/v1/fungible/price', undefined, {
      currency: 'usd',
      addresses,
    })
    cache.set(key, { tokenPrice })
    return tokenPrice.fungibles
  }
}

/** a token's price in an answer, matched by its CAIP-10 address (case-insensitive); undefined when not priced */
export const priceOf = (prices: readonly TokenPrice[], address: string): number | undefined =>
  prices.find((entry) => entry.address.toLowerCase() === address.toLowerCase())?.price
