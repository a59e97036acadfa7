// The AllWallets list: discovered wallets first, then catalogue wallets (on a phone those with a mobile link
// first), each marked installed when a discovered connector is the same wallet (matched by rdns, else by name;
// SPEC §5 ).
import type { CatalogueWallet, Connector } from '@latch/core'
import { httpUrl, mobileFirst } from '@latch/core/internal'
import type { Translator } from '../i18n/translator.ts'

export interface WalletItem {
  id: string
  name: string
  icon?: string | null
  /** present when the wallet can be connected here */
  connector?: Connector
  /** present when the item comes from the catalogue */
  wallet?: CatalogueWallet
}

export function matchConnector(wallet: CatalogueWallet, connectors: readonly Connector[]): Connector | undefined {
  return connectors.find((connector) =>
    wallet.rdns && connector.info?.rdns
      ? wallet.rdns === connector.info.rdns
      : connector.name.toLowerCase() === wallet.name.toLowerCase(),
  )
}

export function allWalletItems(
  connectors: readonly Connector[],
  catalogue: readonly CatalogueWallet[],
  search: string,
  isMobile = false,
): WalletItem[] {
  const needle = search.trim().toLowerCase()
  const fromCatalogue = mobileFirst(catalogue, isMobile).map((wallet) => {
    const connector = matchConnector(wallet, connectors)
    return { id: wallet.id, name: wallet.name, icon: connector?.imageUrl ?? wallet.image_url, connector, wallet }
  })
  const matched = new Set(fromCatalogue.map((item) => item.connector?.id).filter(Boolean))
  const discovered = connectors
    .filter((connector) => !matched.has(connector.id) && connector.name.toLowerCase().includes(needle))
    .map((connector) => ({ id: connector.id, name: connector.name, icon: connector.imageUrl, connector }))
  return [...discovered, ...fromCatalogue]
}

/** a wallet installed in this browser: announced or injected, not a pairing or embedded connector */
export const isInstalled = (connector: Connector | undefined): boolean =>
  connector !== undefined &&
  ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'].includes(connector.type) &&
  connector.installed !== false

/** SPEC's tags in AllWallets: WalletConnect offers a QR code; only a wallet in this browser is installed */
export function tagOf(t: Translator['t'], item: WalletItem): string | undefined {
  if (item.connector?.type === 'WALLET_CONNECT') return t('tag.qrCode')
  return isInstalled(item.connector) ? t('tag.installed') : undefined
}

/** where to get a wallet that is not installed: its extension store page, else its homepage (http(s) only) */
export function getWalletUrl(wallet: CatalogueWallet): string | undefined {
  return httpUrl(wallet.chrome_store) ?? httpUrl(wallet.homepage)
}

export type StoreKey = 'store.app' | 'store.play' | 'store.chrome' | 'store.web'

/** every place to get a wallet, http(s) links only: app stores, extension store, website */
export function walletStoreLinks(wallet: CatalogueWallet): { key: StoreKey; href: string }[] {
  const links: [StoreKey, string | null | undefined][] = [
    ['store.app', wallet.app_store],
    ['store.play', wallet.play_store],
    ['store.chrome', wallet.chrome_store],
    ['store.web', wallet.homepage],
  ]
  return links.flatMap(([key, value]) => {
    const href = httpUrl(value)
    return href ? [{ key, href }] : []
  })
}
