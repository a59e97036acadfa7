import { describe, expect, it } from 'vitest'
import { BITCOIN_ACCOUNT_INDEX, DEFAULT_ACCOUNT_TYPES, setPreferredAccountType } from './accountTypes.ts'

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
})
