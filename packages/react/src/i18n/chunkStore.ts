// The locale chunks an instance has loaded (per instance, in a WeakMap keyed by it: no module-level state). English is
// not here: it is bundled with whoever needs it (the buttons' few texts, the modal's whole catalogue).
import { isLocale, type Latch, type Locale } from '@latch/core'
import { useEffect, useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import type { Messages } from './en.ts'

interface LocaleChunks {
  /** each locale's catalogue as far as it has arrived: its main chunk, then the parts views have needed */
  loaded: Map<Locale, Messages>
  /** each chunk's fetch, by locale or locale:part: kept once it has arrived, dropped if it failed */
  loading: Map<string, Promise<void>>
  /** the parts views have needed (textParts.ts): a locale chosen later fetches them too */
  wanted: Set<string>
  listeners: Set<() => void>
  version: number
}

const byInstance = new WeakMap<Latch, LocaleChunks>()

export function localeChunksOf(latch: Latch): LocaleChunks {
  let chunks = byInstance.get(latch)
  if (!chunks) {
    chunks = { loaded: new Map(), loading: new Map(), wanted: new Set(), listeners: new Set(), version: 0 }
    byInstance.set(latch, chunks)
  }
  return chunks
}

/** fetches a locale's chunk once, then the parts views have needed; resolves when their messages are there (at once
 * for English) */
export function loadLocale(latch: Latch, locale: Locale): Promise<void> {
  const chunks = localeChunksOf(latch)
  if (locale === 'en') return Promise.resolve()
  // the map of locale chunks is a chunk too: an English page never fetches it
  const main = fetchOnce(chunks, locale, locale, () =>
    import('./loaders.ts').then((loaders) => loaders.LOCALE_LOADERS[locale]()),
  )
  return chunks.wanted.size
    ? main.then(() => import('./textParts.ts')).then((parts) => parts.loadWanted(latch, locale))
    : main
}

/** one chunk's fetch, shared by whoever asks for it; its messages go over the locale's */
export function fetchOnce(
  chunks: LocaleChunks,
  key: string,
  locale: Locale,
  load: () => Promise<{ default: Partial<Messages> }>,
): Promise<void> {
  let loading = chunks.loading.get(key)
  if (!loading) {
    loading = load().then(
      (module) => {
        chunks.loaded.set(locale, { ...chunks.loaded.get(locale), ...module.default } as Messages)
        chunks.version++
        for (const listener of chunks.listeners) listener()
      },
      (error: unknown) => {
        // a chunk that failed to load is tried again next time; English shows meanwhile
        chunks.loading.delete(key)
        throw error
      },
    )
    chunks.loading.set(key, loading)
  }
  return loading
}

/** the instance's locale and its messages once loaded (undefined for English, or while its chunk is on its way) */
export function useLocaleMessages(): { locale: Locale; messages: Messages | undefined } {
  const latch = useLatchInstance()
  // an instance state from before locales (a stub, an old snapshot) speaks English
  const locale = useLatchSelector((state) => (isLocale(state.locale) ? state.locale : 'en'))
  const chunks = localeChunksOf(latch)
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
