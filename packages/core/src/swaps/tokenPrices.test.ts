import { describe, expect, it } from 'vitest'
import { createSafeStorage, memoryStorage } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import { createTokenPrices, priceOf } from './tokenPrices.ts'

const LTT = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const answer = (price: number) => ({
  fungibles: [
    { address: LTT, name: 'Latch Test Token', symbol: 'LTT', iconUrl: 'https://cloud.test/t/LTT', price },
    { address: ETH, name: 'Ether', symbol: 'ETH', iconUrl: 'https://cloud.test/t/ETH', price: 2000 },
  ],
})

/** the price service as the cloud answers it, counting the requests (the cache is what is under test) */
function setup() {
  let clock = 1_000_000
  let price = 0.5
  const requests: unknown[] = []
  const raw = memoryStorage()
  const http = {
    post: async <T>(path: string, _query: unknown, body: unknown) => {
      requests.push({ path, body })
      return answer(price) as T
    },
  }
  const tokenPrices = createTokenPrices(createSafeStorage(raw), http, () => clock)
  return {
    raw,
    requests,
    tokenPrices,
    advance: (ms: number) => void (clock += ms),
    reprice: (value: number) => void (price = value),
    stored: () => JSON.parse(raw.getItem(FEATURE_STORAGE_KEYS.tokenPriceCache) ?? '{}') as Record<string, unknown>,
    now: () => clock,
  }
}

describe('the token price cache', () => {
  it('R-3.45 is keyed by the comma-joined address list: the same list is asked once, another order is another entry', async () => {
    const { tokenPrices, requests, stored } = setup()
    expect(priceOf(await tokenPrices([LTT, ETH]), LTT)).toBe(0.5)
    await tokenPrices([LTT, ETH])
    expect(requests).toEqual([{ path: '/v1/fungible/price', body: { currency: 'usd', addresses: [LTT, ETH] } }])
    expect(Object.keys(stored())).toEqual([`${LTT},${ETH}`])
    await tokenPrices([ETH, LTT])
    expect(requests).toHaveLength(2)
    expect(Object.keys(stored())).toEqual([`${LTT},${ETH}`, `${ETH},${LTT}`])
  })

  it('R-3.46 an entry holds the answer as tokenPrice and its timestamp, nothing else', async () => {
    const { tokenPrices, stored, now } = setup()
    await tokenPrices([LTT, ETH])
    expect(stored()[`${LTT},${ETH}`]).toEqual({ tokenPrice: answer(0.5), timestamp: now() })
  })

  it('R-9.29 an entry lives 15 s: read at 15 000 ms it answers, read after it the service is asked again', async () => {
    const { tokenPrices, requests, advance, reprice } = setup()
    await tokenPrices([LTT, ETH])
    reprice(0.75)
    advance(15_000)
    expect(priceOf(await tokenPrices([LTT, ETH]), LTT)).toBe(0.5)
    expect(requests).toHaveLength(1)
    advance(1)
    expect(priceOf(await tokenPrices([LTT, ETH]), LTT)).toBe(0.75)
    expect(requests).toHaveLength(2)
  })

  it('priceOf matches a CAIP-10 address whatever its case, and is undefined for a token the answer does not price', () => {
    expect(priceOf(answer(0.5).fungibles, LTT.toLowerCase())).toBe(0.5)
    expect(priceOf(answer(0.5).fungibles, 'eip155:31337:0x0000000000000000000000000000000000000001')).toBeUndefined()
  })
})
