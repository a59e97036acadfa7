// A failure core raises is translated by its code: every code has a key, every locale that key, and a code's params
// fill its text; an English text is never read back to a key for a coded error.
import {
  EmbeddedWalletError,
  ERROR_CODES,
  type LatchErrorCode,
  type Locale,
  OnrampError,
  UserRejectedError,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { english, type Messages } from './en.ts'
import { ERROR_KEYS } from './errorKeys.ts'
import { LOCALE_LOADERS } from './loaders.ts'
import de from './locales/de.ts'
import deTransactions from './locales/transactions/de.ts'
import { createTranslator } from './translator.ts'

const en = english()

const codes = Object.keys(ERROR_CODES) as LatchErrorCode[]
const locales = Object.entries(LOCALE_LOADERS) as [Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>][]

describe('error keys by code', () => {
  it('every code core raises has a key of the English catalogue, and no other code is listed', () => {
    expect(Object.keys(ERROR_KEYS).sort()).toEqual([...codes].sort())
    for (const code of codes) expect(en[ERROR_KEYS[code]], code).toBeTypeOf('string')
  })

  it.each(locales)(
    'every code has a non-empty text in the main chunk of %s: an error shows in any view',
    async (locale, load) => {
      const messages = (await load()).default
      for (const code of codes) expect(messages[ERROR_KEYS[code]]?.trim(), `${locale} ${code}`).toBeTruthy()
    },
  )

  it('translates a coded error by its code, with its params, however deep it was wrapped', () => {
    const german = createTranslator('de', { ...de, ...deTransactions })
    expect(german.error(new UserRejectedError('ConnectionRejected'))).toBe(de['core.connectionRejected'])
    expect(
      german.error(
        new Error('wrapped', { cause: new EmbeddedWalletError('EmailCooldown', { params: { seconds: 17 } }) }),
      ),
    ).toBe('Bitte versuche es in 17 Sekunden erneut')
    expect(german.error(new OnrampError('OnrampNoQuotes'))).toBe(de['onramp.noQuotes'])
    expect(createTranslator('en', en).error(new UserRejectedError('PaymentCancelled'))).toBe('Payment cancelled')
  })

  it('the code decides, not the text: a coded error whose text was reworded still reads as its code', () => {
    const german = createTranslator('de', { ...de, ...deTransactions })
    const reworded = Object.assign(new UserRejectedError('PopupClosed'), { message: 'The window went away' })
    expect(german.error(reworded)).toBe(de['core.popupClosed'])
  })

  it('an error without a code shows its own text; nothing at all reads as Something went wrong', () => {
    const german = createTranslator('de', { ...de, ...deTransactions })
    expect(german.error(new Error('execution reverted: 0x'))).toBe('execution reverted: 0x')
    expect(german.error(undefined)).toBe(de['core.somethingWentWrong'])
  })
})
