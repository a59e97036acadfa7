import { describe, expect, it } from 'vitest'
import { accountLabel } from './accountLabel.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('accountLabel', () => {
  it('R-9.38: names the button by the address truncated to the first 4 and last 6 characters', () => {
    expect(accountLabel(address)).toEqual({ name: 'Account 0xf3...b92266', address: '0xf3...b92266', balance: undefined })
  })
  it('R-9.34: shows the native balance floored, never rounded, to 3 decimals', () => {
    const balance = { value: 9_999_999_999_999_999_999_999n, decimals: 18, symbol: 'ETH' }
    expect(accountLabel(address, balance).balance).toBe('9999.999 ETH')
  })

  it('a registered name is shown instead of the address; the accessible name keeps the address first and adds the name', () => {
    expect(accountLabel(address, undefined, 'alice.latch.id')).toEqual({ name: 'Account 0xf3...b92266, alice.latch.id', address: '0xf3...b92266', identityName: 'alice.latch.id', balance: undefined })
  })
})
