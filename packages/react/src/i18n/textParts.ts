// A locale's texts of some views are a chunk of their own, fetched with those views (views/loaders.ts says which),
// after the locale's main chunk; once a view has needed them, a locale chosen later fetches them too. Off the first
// load: only a view's loader and a locale's loader fetch this module.
import { isLocale, type Latch, type Locale } from '@latch/core'
import { fetchOnce, loadLocale, localeChunksOf } from './chunkStore.ts'

export type TextPart = 'transactions'

/** the instance's locale and the view's texts in it: resolves once they are there (at once in English) */
export function loadTextPart(latch: Latch, part: TextPart): Promise<void> {
  localeChunksOf(latch).wanted.add(part)
  const { locale } = latch.getState()
  // an instance state from before locales (a stub, an old snapshot) speaks English
  return loadLocale(latch, isLocale(locale) ? locale : 'en')
}

/** the parts views have needed, in `locale`, once its main chunk is there */
export function loadWanted(latch: Latch, locale: Exclude<Locale, 'en'>): Promise<void> {
  const chunks = localeChunksOf(latch)
  return Promise.all(
    [...chunks.wanted].map((part) =>
      fetchOnce(chunks, `${locale}:${part}`, locale, () =>
        import('./transactionLoaders.ts').then(({ TRANSACTION_LOADERS }) => TRANSACTION_LOADERS[locale]()),
      ),
    ),
  ).then(() => undefined)
}
