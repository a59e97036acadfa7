// A wallet's place in a project (SPEC §2, §5): featured and recommended are listed first in that order, excluded
// never; a wallet is in one list at most, so moving it takes it out of the others.
import type { WalletLists, WalletPlace } from './api/schemas.ts'

export type Place = WalletPlace | 'catalogue'

export function placeOf(lists: WalletLists, walletId: string): Place {
  for (const place of ['featured', 'recommended', 'excluded'] as const)
    if (lists[place].includes(walletId)) return place
  return 'catalogue'
}

export function moveWallet(lists: WalletLists, walletId: string, place: Place): WalletLists {
  const without = (ids: string[]) => ids.filter((id) => id !== walletId)
  const next = {
    featured: without(lists.featured),
    recommended: without(lists.recommended),
    excluded: without(lists.excluded),
  }
  if (place !== 'catalogue') next[place] = [...next[place], walletId]
  return next
}
