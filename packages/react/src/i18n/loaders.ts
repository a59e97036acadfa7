// One chunk per locale, fetched when that locale is chosen; English is bundled (en.ts). A new locale is one file
// in locales/ and one line here, one in locales/transactions/ and a line in transactionLoaders.ts (and in core's
// LOCALES).
import type { Locale } from '@latch/core'
import type { BaseMessages } from './en.ts'

export type Loader<T> = () => Promise<{ default: T }>

export const LOCALE_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Loader<BaseMessages>>> = {
  ar: () => import('./locales/ar.ts'),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fa: () => import('./locales/fa.ts'),
  fr: () => import('./locales/fr.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  id: () => import('./locales/id.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  pl: () => import('./locales/pl.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ru: () => import('./locales/ru.ts'),
  th: () => import('./locales/th.ts'),
  tr: () => import('./locales/tr.ts'),
  uk: () => import('./locales/uk.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  'zh-TW': () => import('./locales/zh-TW.ts'),
}
