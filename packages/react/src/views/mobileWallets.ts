// Catalogue wallets that can take a pairing link on a phone: those with a native or universal mobile link.
import type { CatalogueWallet } from '@latch/core'
import { formatDeepLink } from '@latch/core/internal'

export interface MobileWalletLink {
  id: string
  name: string
  icon?: string | null
  /** the wallet's base link, stored as the deep link choice (SPEC §3) */
  href: string
  /** the link that opens the wallet with the pairing URI */
  redirect: string
}

export function mobileWalletLinks(wallets: readonly CatalogueWallet[], pairingUri: string): MobileWalletLink[] {
  return wallets.flatMap((wallet) => {
    const link = wallet.mobile_link?.trim()
    if (!link) return []
    const { href, redirect } = formatDeepLink(link, pairingUri)
    return [{ id: wallet.id, name: wallet.name, icon: wallet.image_url, href, redirect }]
  })
}
