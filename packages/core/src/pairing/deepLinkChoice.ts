// The deep link the visitor chose on mobile, as read from storage (pairing.ts stores it).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'

/** the deep link the visitor chose on mobile, stored as SPEC §3's deep link choice */
export interface DeepLinkChoice {
  name: string
  href: string
}

export function getDeepLinkChoice(storage: SafeStorage): DeepLinkChoice | undefined {
  const choice = storage.getJson<DeepLinkChoice | undefined>(STORAGE_KEYS.deepLinkChoice, undefined)
  return choice && typeof choice.name === 'string' && typeof choice.href === 'string' ? choice : undefined
}
