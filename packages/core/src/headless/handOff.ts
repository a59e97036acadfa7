// Handing a pairing link to a phone wallet without ever doing nothing: its own scheme first, then the https link its
// app claims, then its store, each tried only while the page is still in front (an app that opened hides it).
import type { WalletLinks } from './walletLinks.ts'

/** how long a rung has to take the visitor away before the next is tried: an installed app opens within it */
export const HAND_OFF_WAIT_MS = 1500

/** where a phone gets the wallet: the store of its platform (App Store, Google Play), else the wallet's website */
export function phoneStore(links: WalletLinks, userAgent: string): string | undefined {
  const platformStore = /iPhone|iPad|iPod/i.test(userAgent)
    ? 'appStore'
    : /Android/i.test(userAgent)
      ? 'playStore'
      : undefined
  return (
    links.stores.find((entry) => entry.store === platformStore) ??
    links.stores.find((entry) => entry.store === 'website')
  )?.href
}

/** the links a phone tries in turn: native scheme, universal link, then {@link phoneStore} */
export function handOffLinks(links: WalletLinks, userAgent: string): string[] {
  return [links.native, links.universal, phoneStore(links, userAgent)].filter((link): link is string => Boolean(link))
}

export interface HandOffPage {
  /** takes the page to a link (location.href in a browser) */
  open(link: string): void
  /** true once the visitor has left the page (an app opened over it) */
  left(): boolean
  wait?: number
}

/** opens the first link, and each next one while the visitor is still here; returns a cancel */
export function handOff(links: readonly string[], page: HandOffPage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = (index: number) => {
    const link = links[index]
    if (!link || page.left()) return
    page.open(link)
    timer = setTimeout(() => step(index + 1), page.wait ?? HAND_OFF_WAIT_MS)
  }
  step(0)
  return () => clearTimeout(timer)
}
