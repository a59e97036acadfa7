// Recent wallets (SPEC §4): a new one goes to the front only if absent; at most 2 kept.
import { RECENT_WALLETS_MAX } from '../constants.ts'
import type { RecentWallet } from '../types.ts'

export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  if (list.some((recent) => recent.id === wallet.id)) return list.slice(0, RECENT_WALLETS_MAX)
  return [wallet, ...list].slice(0, RECENT_WALLETS_MAX)
}
