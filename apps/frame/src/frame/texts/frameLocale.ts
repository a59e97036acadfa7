// The language of the frame's cards: the modal's (SYNC_LOCALE), else the browser's, else English. English is bundled;
// every other language is its own chunk, fetched when it is chosen, so the first load carries at most the one in use.
import type { Locale } from '@latch/core'
import { isRtlLocale, resolveLocale } from '@latch/core/internal'
import { EN, type FrameTextKey, type FrameTexts } from './en.ts'

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: FrameTexts }>> = {
  ar: () => import('./ar.ts'),
  de: () => import('./de.ts'),
  es: () => import('./es.ts'),
  fa: () => import('./fa.ts'),
  fr: () => import('./fr.ts'),
  he: () => import('./he.ts'),
  hi: () => import('./hi.ts'),
  id: () => import('./id.ts'),
  it: () => import('./it.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
  pl: () => import('./pl.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  ru: () => import('./ru.ts'),
  th: () => import('./th.ts'),
  tr: () => import('./tr.ts'),
  uk: () => import('./uk.ts'),
  vi: () => import('./vi.ts'),
  'zh-CN': () => import('./zh-CN.ts'),
  'zh-TW': () => import('./zh-TW.ts'),
}

let current: { locale: Locale; texts: FrameTexts } = { locale: 'en', texts: EN }
let wanted: Locale = 'en'
let settling: Promise<unknown> = Promise.resolve()

/**
 * One of the frame's texts in the current language, its {name} placeholders filled with the values as given (text,
 * never markup: the card puts it in with textContent).
 *
 * @example
 * ```ts
 * text('intent.approve', { spender, amount: '10 USDC' }) // 'Allow 0x… to spend 10 USDC'
 * ```
 */
export function text(key: FrameTextKey, values?: Record<string, string | number | bigint>): string {
  const template = current.texts[key] ?? EN[key]
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * Named texts read in the current language each time: `localized({ heading: 'passkey.heading' }).heading`.
 *
 * @example
 * ```ts
 * export const GAS_TEXTS = localized({ account: 'gas.account', sponsored: 'gas.sponsored' })
 * ```
 */
export function localized<K extends string>(keys: Record<K, FrameTextKey>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>
  for (const name of Object.keys(keys) as K[])
    Object.defineProperty(texts, name, { enumerable: true, get: () => text(keys[name]) })
  return texts
}

/** the language the cards speak now */
export const frameLocale = (): Locale => current.locale

/**
 * Switches the cards to the first of `preferred` the frame speaks (English when none), once its texts are loaded;
 * a later call wins over one still loading. The document says the language and its direction.
 *
 * @example
 * ```ts
 * await useFrameLocale(document, ['de-AT']) // the next card is in German
 * ```
 */
export function useFrameLocale(doc: Document, preferred: readonly string[]): Promise<Locale> {
  const switching = switchTo(doc, resolveLocale(preferred))
  settling = switching
  return switching
}

/**
 * Resolves once the language last chosen is in use: a request waits for it, so the card it shows speaks it.
 *
 * @example
 * ```ts
 * await localeSettled() // then build the card
 * ```
 */
export const localeSettled = (): Promise<void> => settling.then(() => undefined)

async function switchTo(doc: Document, locale: Locale): Promise<Locale> {
  wanted = locale
  // a chunk that does not load leaves the cards in English rather than without words
  const texts =
    locale === 'en'
      ? EN
      : await LOADERS[locale]().then(
          (chunk) => chunk.default,
          () => EN,
        )
  if (wanted !== locale) return current.locale
  current = { locale: texts === EN ? 'en' : locale, texts }
  doc.documentElement.lang = current.locale
  doc.documentElement.dir = isRtlLocale(current.locale) ? 'rtl' : 'ltr'
  return current.locale
}
