// The message catalogue's locales: complete, with the same parameters, and translated (not English left behind).
import { ALERTS, LOCALES, type Locale, TEXTS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { english, type MessageKey, type Messages } from './en.ts'
import { enTransactions } from './enTransactions.ts'
import { LOCALE_LOADERS } from './loaders.ts'
import { TRANSACTION_LOADERS } from './transactionLoaders.ts'

const en = english()

/** texts that are the same as English on purpose: store and brand names, and words a language borrows as they are */
const SAME_AS_ENGLISH: Partial<Record<MessageKey, readonly Locale[] | 'all'>> = {
  'store.app': 'all',
  // the cloud's own words, whatever the language
  'core.reason': 'all',
  'store.play': 'all',
  'store.chrome': ['de', 'es', 'fr', 'id', 'it', 'pl', 'pt-BR', 'vi'],
  'store.web': ['de'],
  'tab.Tokens': ['es', 'pt-BR'],
  'tab.NFTs': ['de', 'pt-BR'],
  token: ['de', 'es', 'id', 'it', 'pl', 'pt-BR', 'tr', 'vi'],
  account: ['it'],
  'title.Account': ['it'],
  // the word German and Italian use for it
  'title.ConnectPasskey': ['de', 'it'],
  // Italian says "smart account" too
  'account.smartWallet': ['it'],
  // the word these languages use for it
  'methods.kind.passkey': ['de', 'it'],
  'methods.kind.email': ['it'],
  // the word these languages use for it (as in "Connect wallet")
  'methods.kind.wallet': ['de', 'fr', 'it'],
  // a unit, written the same everywhere
  'swap.gwei': 'all',
}

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

type Other = Exclude<Locale, 'en'>
/** a locale's whole catalogue: its main chunk and its transaction views' texts */
const catalogue = async (locale: Other): Promise<Messages> => ({
  ...(await LOCALE_LOADERS[locale]()).default,
  ...(await TRANSACTION_LOADERS[locale]()).default,
})
const locales = (Object.keys(LOCALE_LOADERS) as Other[]).map((locale) => [locale, () => catalogue(locale)] as const)

describe('message catalogue', () => {
  it('has a chunk for every locale core knows, and at least 20 locales', () => {
    expect([...Object.keys(LOCALE_LOADERS), 'en'].sort()).toEqual([...LOCALES].sort())
    expect(Object.keys(TRANSACTION_LOADERS).sort()).toEqual(Object.keys(LOCALE_LOADERS).sort())
    expect(LOCALES.length).toBeGreaterThanOrEqual(20)
  })

  it("keeps SPEC §8's texts exact in English: the translations translate these", () => {
    expect(en['core.failedToConnect']).toBe(TEXTS.failedToConnect)
    expect(en['core.emailCooldown'].replace('{seconds}', '12')).toBe(TEXTS.emailCooldown(12))
    expect(en['core.sendAmountAndReceiverRequired']).toBe('An amount and receiver address are required')
    for (const alert of Object.values(ALERTS)) {
      expect(en[`alert.${alert.code}.title` as MessageKey]).toBe(alert.title)
      expect(en[`alert.${alert.code}.description` as MessageKey]).toBe(alert.description)
    }
  })

  describe.each(locales)('%s', (locale, load) => {
    it('has every key of the English catalogue and no other, none empty, with the same parameters', async () => {
      const messages = await load()
      // the transaction views' texts are in their own chunk, and only there
      expect(Object.keys((await TRANSACTION_LOADERS[locale]()).default).sort()).toEqual(
        Object.keys(enTransactions()).sort(),
      )
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as MessageKey[]) {
        expect(messages[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(params(messages[key]), `${locale} ${key}`).toEqual(params(en[key]))
      }
    })

    it('leaves nothing in English by accident (a placeholder check)', async () => {
      const messages = await load()
      const untranslated = (Object.keys(en) as MessageKey[]).filter((key) => {
        if (messages[key] !== en[key]) return false
        const allowed = SAME_AS_ENGLISH[key]
        return !(allowed === 'all' || allowed?.includes(locale))
      })
      expect(untranslated).toEqual([])
      // no catalogue placeholder or leftover marker
      expect(Object.values(messages).filter((text) => /TODO|FIXME|XXX|\?\?\?/.test(text))).toEqual([])
    })
  })
})
