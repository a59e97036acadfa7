// Catalogue wallets that can take a pairing link on a phone: those with a native or universal mobile link.
import type { CatalogueWallet } from '@latch/core'
import { formatDeepLink, handOffLinks, walletLinks } from '@latch/core/internal'

export interface MobileWalletLink {
  id: string
  name: string
  icon?: string | null
  /** the wallet's base link, stored as the deep link choice (SPEC §3) */
  href: string
  /** the links tried in turn to open the wallet with the pairing URI: its scheme, its universal link, its store */
  ladder: string[]
}

export function mobileWalletLinks(
  wallets: readonly CatalogueWallet[],
  pairingUri: string,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): MobileWalletLink[] {
  return wallets.flatMap((wallet) => {
    const link = wallet.mobile_link?.trim()
    // catalogue data is untrusted: a link that would run script in this page (javascript:, data:…) is left out
    const links = walletLinks(wallet, pairingUri)
    if (!link || !(links.universal ?? links.native)) return []
    const { href } = formatDeepLink(link, pairingUri)
    return [{ id: wallet.id, name: wallet.name, icon: wallet.image_url, href, ladder: handOffLinks(links, userAgent) }]
  })
}
