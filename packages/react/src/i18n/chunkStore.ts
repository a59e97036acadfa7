// The locale chunks an instance has loaded (per instance, in a WeakMap keyed by it: no module-level state). English is
// not here: it is bundled with whoever needs it (the buttons' few texts, the modal's whole catalogue).
import { isLocale, type Latch, type Locale } from '@latch/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import type { Messages } from './en.ts'

interface LocaleChunks {
  loaded: Map<Locale, Messages>
  loading: Map<Locale, Promise<void>>
  listeners: Set<() => void>
  version: number
}

const byInstance = new WeakMap<Latch, LocaleChunks>()

function chunksOf(latch: Latch): LocaleChunks {
  let chunks = byInstance.get(latch)
  if (!chunks) {
    chunks = { loaded: new Map(), loading: new Map(), listeners: new Set(), version: 0 }
    byInstance.set(latch, chunks)
  }
  return chunks
}

/** fetches a locale's chunk once; resolves when its messages are there (at once for English) */
export function loadLocale(latch: Latch, locale: Locale): Promise<void> {
  const chunks = chunksOf(latch)
  if (locale === 'en' || chunks.loaded.has(locale)) return Promise.resolve()
  let loading = chunks.loading.get(locale)
  if (!loading) {
    // the map of locale chunks is a chunk too: an English page never fetches it
    loading = import('./loaders.ts')
      .then(({ LOCALE_LOADERS }) => LOCALE_LOADERS[locale as Exclude<Locale, 'en'>]())
      .then((module) => {
        chunks.loaded.set(locale, module.default)
        chunks.version++
        for (const listener of chunks.listeners) listener()
      })
      // a chunk that failed to load is tried again next time; English shows meanwhile
      .finally(() => chunks.loading.delete(locale))
    chunks.loading.set(locale, loading)
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
