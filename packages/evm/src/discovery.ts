// Finds browser wallets at once (EIP-6963, then a legacy window.ethereum) without loading wagmi.
import type { Connector } from '@latch/core'
import type { EIP1193Provider, EIP6963AnnounceProviderEvent, EIP6963ProviderDetail } from 'mipd'

export const INJECTED_CONNECTOR_ID = 'injected'
const BROWSER_WALLET_NAME = 'Browser Wallet'

interface DiscoveryWindow {
  ethereum?: EIP1193Provider
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

export interface Discovery {
  connectors(): Connector[]
  /** the announced provider of a connector id (an rdns), for connecting before wagmi has seen it */
  announced(rdns: string): EIP6963ProviderDetail | undefined
  /** the provider behind a listed connector: its announced one, or the legacy window.ethereum of the Browser Wallet */
  provider(connectorId: string): EIP1193Provider | undefined
  stop(): void
}

export function toConnector(detail: EIP6963ProviderDetail): Connector {
  return {
    id: detail.info.rdns,
    name: detail.info.name,
    type: 'ANNOUNCED',
    imageUrl: detail.info.icon,
    info: { rdns: detail.info.rdns },
    chain: 'eip155',
  }
}

/** starts listening; calls onChange with the whole list whenever it changes */
export function discoverWallets(target: DiscoveryWindow, onChange: (connectors: Connector[]) => void): Discovery {
  const details = new Map<string, EIP6963ProviderDetail>()
  let legacy: EIP1193Provider | undefined
  let last = ''

  const list = (): Connector[] => {
    const connectors = [...details.values()].map(toConnector)
    // a legacy provider that is also announced is already listed under its own name
    if (legacy && ![...details.values()].some((detail) => detail.provider === legacy))
      connectors.push({ id: INJECTED_CONNECTOR_ID, name: BROWSER_WALLET_NAME, type: 'INJECTED', chain: 'eip155' })
    return connectors
  }

  const publish = () => {
    const connectors = list()
    const key = JSON.stringify(connectors)
    if (key === last) return
    last = key
    onChange(connectors)
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as EIP6963AnnounceProviderEvent).detail
    if (!detail?.info?.rdns || !detail.provider) return
    details.set(detail.info.rdns, detail)
    publish()
  }

  const onLegacy = () => {
    legacy = target.ethereum
    publish()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.addEventListener('ethereum#initialized', onLegacy)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  onLegacy()

  return {
    connectors: list,
    announced: (rdns) => details.get(rdns),
    provider: (connectorId) =>
      details.get(connectorId)?.provider ?? (connectorId === INJECTED_CONNECTOR_ID ? legacy : undefined),
    stop() {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      target.removeEventListener('ethereum#initialized', onLegacy)
    },
  }
}
