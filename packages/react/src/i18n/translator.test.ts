import { ALERTS, EmbeddedWalletError, TEXTS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { english } from './en.ts'
import de from './locales/de.ts'
import deTransactions from './locales/transactions/de.ts'
import { createTranslator, format } from './translator.ts'

const en = english()

describe('translator', () => {
  const german = createTranslator('de', { ...de, ...deTransactions })
  it('fills parameters', () => {
    expect(format('Continue with {provider}', { provider: 'Google' })).toBe('Continue with Google')
    expect(german.t('continueWith', { provider: 'GitHub' })).toBe('Weiter mit GitHub')
  })
  it('shows the SPEC §8 texts core sets or throws in the visitor’s language, by their name or code, the cooldown with its seconds', () => {
    expect(german.coreText('failedToConnect')).toBe('Verbindung fehlgeschlagen')
    expect(german.error(new EmbeddedWalletError('EmailCooldown', { params: { seconds: 17 } }))).toBe(
      'Bitte versuche es in 17 Sekunden erneut',
    )
    expect(german.error(new Error('execution reverted: 0x'))).toBe('execution reverted: 0x')
    // an English text alone is not core's: shown as it is, never looked up
    expect(german.error(new Error(TEXTS.failedToConnect))).toBe(TEXTS.failedToConnect)
    expect(german.alert(ALERTS.APKT003)).toEqual({
      title: 'Netzwerkfehler',
      description: 'Die Wallets konnten nicht geladen werden',
    })
    expect(createTranslator('en', en).coreText('failedToConnect')).toBe(TEXTS.failedToConnect)
  })
  it('writes numbers, money and months with Intl', () => {
    expect(createTranslator('en', en).amount('10000.000')).toBe('10000.000')
    expect(german.amount('1234.567')).toBe('1234,567')
    // every digit of a long amount, none rounded
    expect(createTranslator('en', en).amount('123456789012345678.123')).toBe('123456789012345678.123')
    expect(createTranslator('en', en).usd(3000.5)).toBe('$3,000.50')
    expect(german.usd(3000.5)).toBe('3.000,50\u00a0$')
    const now = new Date(2026, 10, 20)
    expect(createTranslator('en', en).month(2026, 2, now)).toBe('March')
    expect(createTranslator('en', en).month(2024, 2, now)).toBe('March 2024')
    expect(german.month(2024, 2, now)).toBe('März 2024')
  })
  it('lays out Arabic, Persian and Hebrew right to left', () => {
    expect(createTranslator('ar', en).dir).toBe('rtl')
    expect(german.dir).toBe('ltr')
  })
})
