// A catalogue wallet picked from a list (featured, recommended, All Wallets): a wallet that opens by a link pairs over
// the pairing connector, its name on the view with its own "Open" link beside the QR code; any other shows where to get it.
import type { CatalogueWallet } from '../catalogue.ts'
import { walletLinks } from '../headless/walletLinks.ts'
import { push, type RouteData } from '../modal/router.ts'
import type { Store } from '../instance/store.ts'
import type { LatchState } from '../instance/state.ts'
import type { ChainNamespace } from '../types.ts'

type Connect = (connectorId: string, namespace?: ChainNamespace, route?: RouteData) => Promise<void>

/** whether a wallet takes a pairing link: a phone app (native or universal link) or a desktop app */
export function opensByLink(wallet: CatalogueWallet): boolean {
  const links = walletLinks(wallet)
  return Boolean(links.native ?? links.universal ?? links.desktop)
}

export async function connectCatalogueWallet(
  store: Store<LatchState>,
  wallet: CatalogueWallet,
  connect: Connect,
): Promise<void> {
  const { connectors, activeNamespace } = store.getState()
  const pairings = connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
  const pairing = pairings.find((connector) => connector.chain === activeNamespace) ?? pairings[0]
  if (!pairing || !opensByLink(wallet)) {
    store.setState((state) => ({ router: push(state.router, 'AllWallets', { wallet }) }))
    return
  }
  await connect(pairing.id, pairing.chain, { wallet })
}
