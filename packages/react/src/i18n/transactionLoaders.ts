// One chunk per locale of the swap, buy with a card and pay views' texts, fetched with those views (views/loaders.ts
// says which); a map of its own, so that choosing a language fetches none of it.
import type { Locale } from '@latch/core'
import type { TransactionMessages } from './enTransactions.ts'
import type { Loader } from './loaders.ts'

export const TRANSACTION_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Loader<TransactionMessages>>> = {
  ar: () => import('./locales/transactions/ar.ts'),
  de: () => import('./locales/transactions/de.ts'),
  es: () => import('./locales/transactions/es.ts'),
  fa: () => import('./locales/transactions/fa.ts'),
  fr: () => import('./locales/transactions/fr.ts'),
  he: () => import('./locales/transactions/he.ts'),
  hi: () => import('./locales/transactions/hi.ts'),
  id: () => import('./locales/transactions/id.ts'),
  it: () => import('./locales/transactions/it.ts'),
  ja: () => import('./locales/transactions/ja.ts'),
  ko: () => import('./locales/transactions/ko.ts'),
  pl: () => import('./locales/transactions/pl.ts'),
  'pt-BR': () => import('./locales/transactions/pt-BR.ts'),
  ru: () => import('./locales/transactions/ru.ts'),
  th: () => import('./locales/transactions/th.ts'),
  tr: () => import('./locales/transactions/tr.ts'),
  uk: () => import('./locales/transactions/uk.ts'),
  vi: () => import('./locales/transactions/vi.ts'),
  'zh-CN': () => import('./locales/transactions/zh-CN.ts'),
  'zh-TW': () => import('./locales/transactions/zh-TW.ts'),
}
