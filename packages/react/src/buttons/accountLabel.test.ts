import { describe, expect, it } from 'vitest'
import { english as englishCatalogue } from '../i18n/en.ts'
import { createTranslator } from '../i18n/translator.ts'
import { accountLabel } from './accountLabel.ts'

const en = englishCatalogue()

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const english = createTranslator('en', en)

describe('accountLabel', () => {
  it('R-9.38: names the button by the address truncated to the first 4 and last 6 characters', () => {
    expect(accountLabel(english, address)).toEqual({
      name: 'Account 0xf3...b92266',
      address: '0xf3...b92266',
      balance: undefined,
    })
  })
  it('R-9.34: shows the native balance floored, never rounded, to 3 decimals', () => {
    const balance = { value: 9_999_999_999_999_999_999_999n, decimals: 18, symbol: 'ETH' }
    expect(accountLabel(english, address, balance).balance).toBe('9999.999 ETH')
  })
  it('writes the digits and decimal separator of the locale, still floored', () => {
    const balance = { value: 1_234_567_900_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    expect(accountLabel(createTranslator('de', en), address, balance).balance).toBe('1234,567 ETH')
  })

  it('a registered name is shown instead of the address; the accessible name keeps the address first and adds the name', () => {
    expect(accountLabel(english, address, undefined, 'alice.latch.id')).toEqual({
      name: 'Account 0xf3...b92266, alice.latch.id',
      address: '0xf3...b92266',
      identityName: 'alice.latch.id',
      balance: undefined,
    })
  })

  it('a session whose wallet does not answer says so on the button and in its accessible name, instead of its balance', () => {
    const balance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
    expect(accountLabel(english, address, balance, undefined, 'stale')).toMatchObject({
      name: 'Account 0xf3...b92266, Not responding',
      health: 'Not responding',
    })
    expect(accountLabel(english, address, balance, undefined, 'reconnecting').health).toBe('Reconnecting...')
    expect(accountLabel(english, address, balance).health).toBeUndefined()
  })
})
