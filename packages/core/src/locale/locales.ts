// The languages the modal speaks and how a visitor's preferences pick one (English is the source: SPEC's texts).

/** Every language the modal ships texts for, by its BCP 47 tag. */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/** One of the languages the modal ships texts for. */
export type Locale = (typeof LOCALES)[number]

/** The language the modal falls back to when the visitor's is not among LOCALES. */
export const DEFAULT_LOCALE: Locale = 'en'

/** written right to left: the modal mirrors its layout */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'fa', 'he']

export const isRtlLocale = (locale: Locale): boolean => RTL_LOCALES.includes(locale)

/**
 * Whether a value is one of the languages the modal ships texts for.
 *
 * @example
 * ```ts
 * latch.setLocale(isLocale(lang) ? lang : DEFAULT_LOCALE)
 * ```
 */
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)

/** a BCP 47 tag to a supported locale, or undefined: exact match, then the script or region variant, then the language */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase()
  if (!lower) return undefined
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const [language] = lower.split('-')
  if (language === 'zh') return /-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  // Hebrew's old code
  if (language === 'iw') return 'he'
  return LOCALES.find((locale) => locale === language)
}

/** the first of the visitor's languages (navigator.languages order) that the modal speaks, else English */
export function resolveLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/** the browser's language list; undefined on a server */
export function browserLanguages(): readonly string[] | undefined {
  if (typeof navigator === 'undefined') return undefined
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : undefined
}
