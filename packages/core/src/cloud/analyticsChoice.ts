// Storing the visitor's analytics choice, and whether events may leave the page (analyticsConsent.ts reads it).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { AnalyticsMode } from './analyticsConsent.ts'

export function storeAnalyticsConsent(storage: SafeStorage, consent: boolean): void {
  storage.set(STORAGE_KEYS.analyticsConsent, consent ? 'granted' : 'denied')
}

/** whether events may leave the page, before the project's own configuration has its say */
export function analyticsAllowed(mode: AnalyticsMode | undefined, consent: boolean | undefined): boolean {
  if (mode === false) return false
  if (mode === 'consent') return consent === true
  return consent !== false
}
