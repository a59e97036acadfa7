import { describe, expect, it, vi } from 'vitest'
import {
  BITCOIN_ACCOUNT_INDEX,
  DEFAULT_ACCOUNT_TYPES,
  setPreferredAccountType,
  withPreferredAccountType,
} from './accountTypes.ts'
import type { EmbeddedFrame } from './types.ts'

describe('account types', () => {
  it('R-6.25 R-6.26 R-6.27 R-6.28 default account types per namespace', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' })
  })

  it('R-3.18 R-3.19 Bitcoin payment is index 0 and ordinal index 1', () => {
    expect(BITCOIN_ACCOUNT_INDEX).toEqual({ payment: 0, ordinal: 1 })
  })

  it('R-4.65 a failed set of the preferred account type falls back to eoa', async () => {
    await expect(setPreferredAccountType(async () => {}, 'smartAccount')).resolves.toBe('smartAccount')
    await expect(setPreferredAccountType(() => Promise.reject(new Error('frame')), 'smartAccount')).resolves.toBe('eoa')
  })

  it("R-3.67 an EVM GET_USER names the page's preferred account type; a Solana one, or one naming its own, goes as asked", async () => {
    const request = vi.fn(async () => ({}))
    const frame = { request, abort: vi.fn(), show: vi.fn(), hide: vi.fn(), provider: {} } as unknown as EmbeddedFrame
    let preferred: 'smartAccount' | 'eoa' = 'smartAccount'
    const wrapped = withPreferredAccountType(frame, () => preferred)
    await wrapped.request('GET_USER', { chainId: 31337 })
    preferred = 'eoa'
    await wrapped.request('GET_USER', { chainId: 1, rpcUrl: 'http://127.0.0.1:8545' })
    await wrapped.request('GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    await wrapped.request('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' })
    await wrapped.request('IS_CONNECTED')
    expect(request.mock.calls).toEqual([
      ['GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' }],
      ['GET_USER', { chainId: 1, rpcUrl: 'http://127.0.0.1:8545', preferredAccountType: 'eoa' }],
      ['GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      ['GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' }],
      ['IS_CONNECTED', undefined],
    ])
  })
})
