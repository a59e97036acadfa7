// @vitest-environment happy-dom
// The frame's cards in the modal's languages: every language has every text of the English source with the same
// placeholders (the data put in: addresses, amounts, symbols), and the card speaks the language it is switched to.
import { LOCALES } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createApprovalCard } from '../approval.ts'
import { createCardHost } from '../cards.ts'
import { WalletKeyError } from '../../keys/index.ts'
import { cardErrorText } from './cardError.ts'
import { EN, type FrameTexts } from './en.ts'
import { frameLocale, text, useFrameLocale } from './frameLocale.ts'

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const load = async (locale: string): Promise<FrameTexts> => (await import(`./${locale}.ts`)).default

afterEach(async () => {
  document.body.replaceChildren()
  await useFrameLocale(document, ['en'])
})

describe("the frame's texts", () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every text, with the same placeholders, and none left empty',
    async (locale) => {
      const texts = await load(locale)
      expect(Object.keys(texts).sort()).toEqual(Object.keys(EN).sort())
      for (const [key, english] of Object.entries(EN)) {
        const translated = texts[key as keyof FrameTexts]
        expect(translated.trim(), key).not.toBe('')
        expect(placeholders(translated), key).toEqual(placeholders(english))
      }
    },
  )

  it('fills placeholders with the data as text, never re-reading what it put in', () => {
    expect(text('intent.approve', { spender: '0xAbC', amount: '{amount} $1' })).toBe('Allow 0xAbC to spend {amount} $1')
  })

  it('switches to the first language it speaks, says it on the document, and puts it on the next card', async () => {
    expect(await useFrameLocale(document, ['xx-YY', 'ar-EG'])).toBe('ar')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    const card = createApprovalCard(createCardHost(document), { window })
    void card.request({ kind: 'transaction', details: [] }, 'https://app.example.com').catch(() => undefined)
    const dialog = document.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.querySelector('h1')?.textContent).toBe((await load('ar'))['approval.transaction'])
    card.abort()
  })

  it('a later choice wins over one still loading; a language it does not speak is English', async () => {
    const slow = useFrameLocale(document, ['ja'])
    await useFrameLocale(document, ['de'])
    await slow
    expect(frameLocale()).toBe('de')
    expect(text('approval.reject')).toBe((await load('de'))['approval.reject'])
    expect(await useFrameLocale(document, ['xx'])).toBe('en')
    expect(text('approval.reject')).toBe('Reject')
  })

  it("says a failed answer a person can act on in the card's language, by its code; any other keeps its message", async () => {
    expect(cardErrorText(new WalletKeyError('WRONG_RECOVERY_CODE'))).toBe(
      'That recovery code does not open this wallet',
    )
    await useFrameLocale(document, ['ja'])
    expect(cardErrorText(new WalletKeyError('WRONG_RECOVERY_CODE'))).toBe((await load('ja'))['error.wrongRecoveryCode'])
    expect(cardErrorText(new Error('The node said no'))).toBe('The node said no')
  })
})
