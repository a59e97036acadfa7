// The visitor's analytics choice, kept like the other stored settings. With `analytics: 'consent'` nothing is sent
// until it is granted; with analytics on (the default) a stored withdrawal is honoured too; off stays off. Reading it
// is here alone (a page's first chunk reads it); storing it and what it allows are in analyticsChoice.ts.
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'

/** the app's `analytics` option: on (the default), off, or waiting for the visitor's consent */
export type AnalyticsMode = boolean | 'consent'

/** the stored choice; undefined when the visitor has not been asked */
export function readAnalyticsConsent(storage: SafeStorage): boolean | undefined {
  const stored = storage.get(STORAGE_KEYS.analyticsConsent)
  return stored === 'granted' ? true : stored === 'denied' ? false : undefined
}
