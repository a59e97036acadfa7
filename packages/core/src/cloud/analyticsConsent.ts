// The visitor's analytics choice, kept like the other stored settings. With `analytics: 'consent'` nothing is sent
// until it is granted; with analytics on (the default) a stored withdrawal is honoured too; off stays off.
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'

/** the app's `analytics` option: on (the default), off, or waiting for the visitor's consent */
export type AnalyticsMode = boolean | 'consent'

/** the stored choice; undefined when the visitor has not been asked */
export function readAnalyticsConsent(storage: SafeStorage): boolean | undefined {
  const stored = storage.get(STORAGE_KEYS.analyticsConsent)
  return stored === 'granted' ? true : stored === 'denied' ? false : undefined
}

export function storeAnalyticsConsent(storage: SafeStorage, consent: boolean): void {
  storage.set(STORAGE_KEYS.analyticsConsent, consent ? 'granted' : 'denied')
}

/** whether events may leave the page, before the project's own configuration has its say */
export function analyticsAllowed(mode: AnalyticsMode | undefined, consent: boolean | undefined): boolean {
  if (mode === false) return false
  if (mode === 'consent') return consent === true
  return consent !== false
}
