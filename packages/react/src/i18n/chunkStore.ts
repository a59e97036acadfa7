// The locale chunks an instance has loaded (per instance, in a WeakMap keyed by it: no module-level state). English is
// not here: it is bundled with whoever needs it (the buttons' few texts, the modal's whole catalogue).
import { isLocale, type Latch, type Locale } from '@latch/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import type { Messages } from './en.ts'

/** a locale's texts that come in a chunk of their own, fetched with the views that show them */
export type TextPart = 'transactions'

interface LocaleChunks {
  /** each locale's catalogue as far as it has arrived: its main chunk, with the parts arrived so far */
  loaded: Map<Locale, Messages>
  /** each chunk's texts as it arrived, by locale, or locale:part */
  arrived: Map<string, Partial<Messages>>
  loading: Map<string, Promise<void>>
  /** the parts a view has needed: a locale chosen later fetches them too */
  wanted: Set<TextPart>
  listeners: Set<() => void>
  version: number
}

const byInstance = new WeakMap<Latch, LocaleChunks>()

function chunksOf(latch: Latch): LocaleChunks {
  let chunks = byInstance.get(latch)
  if (!chunks) {
    chunks = {
      loaded: new Map(),
      arrived: new Map(),
      loading: new Map(),
      wanted: new Set(),
      listeners: new Set(),
      version: 0,
    }
    byInstance.set(latch, chunks)
  }
  return chunks
}

/** the instance's locale, English for a state from before locales (a stub, an old snapshot) */
export function localeOf(latch: Latch): Locale {
  const { locale } = latch.getState()
  return isLocale(locale) ? locale : 'en'
}

/**
 * fetches a locale's chunk once, with the parts views have needed and `part`; resolves when their messages are there
 * (at once for English, which is bundled whole)
 */
export function loadLocale(latch: Latch, locale: Locale, part?: TextPart): Promise<void> {
  const chunks = chunksOf(latch)
  if (part) chunks.wanted.add(part)
  if (locale === 'en') return Promise.resolve()
  return Promise.all([
    fetchOnce(chunks, locale),
    ...[...chunks.wanted].map((each) => fetchOnce(chunks, locale, each)),
  ]).then(() => undefined)
}

function fetchOnce(chunks: LocaleChunks, locale: Exclude<Locale, 'en'>, part?: TextPart): Promise<void> {
  const key = part ? `${locale}:${part}` : locale
  if (chunks.arrived.has(key)) return Promise.resolve()
  let loading = chunks.loading.get(key)
  if (!loading) {
    // the maps of locale chunks are chunks too: an English page never fetches them
    loading = (
      part
        ? import('./transactionLoaders.ts').then(({ TRANSACTION_LOADERS }) => TRANSACTION_LOADERS[locale]())
        : import('./loaders.ts').then(({ LOCALE_LOADERS }) => LOCALE_LOADERS[locale]())
    )
      .then((module) => {
        chunks.arrived.set(key, module.default)
        const main = chunks.arrived.get(locale)
        // a part that arrives first waits for the main chunk: English shows meanwhile
        if (main) {
          const parts = [...chunks.wanted].map((each) => chunks.arrived.get(`${locale}:${each}`))
          chunks.loaded.set(locale, Object.assign({}, main, ...parts) as Messages)
        }
        chunks.version++
        for (const listener of chunks.listeners) listener()
      })
      // a chunk that failed to load is tried again next time; English shows meanwhile
      .finally(() => chunks.loading.delete(key))
    chunks.loading.set(key, loading)
  }
  return loading
}

/** the instance's locale and its messages once loaded (undefined for English, or while its chunk is on its way) */
export function useLocaleMessages(): { locale: Locale; messages: Messages | undefined } {
  const latch = useLatchInstance()
  // an instance state from before locales (a stub, an old snapshot) speaks English
  const locale = useLatchSelector((state) => (isLocale(state.locale) ? state.locale : 'en'))
  const chunks = chunksOf(latch)
  useSyncExternalStore(
    (listener) => {
      chunks.listeners.add(listener)
      return () => chunks.listeners.delete(listener)
    },
    () => chunks.version,
    () => 0,
  )
  useEffect(() => {
    void loadLocale(latch, locale).catch(() => undefined)
  }, [latch, locale])
  return { locale, messages: chunks.loaded.get(locale) }
}
