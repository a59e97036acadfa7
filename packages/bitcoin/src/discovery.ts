// Finds Bitcoin wallets at once: over the Wallet Standard's window events (bitcoin:connect, bitcoin:signMessage,
// bitcoin:signTransaction; the protocol @wallet-standard/app speaks, in a few lines, one registry per instance), and
// wallets that speak only sats-connect's request API (window.btc_providers, or Xverse's window.XverseProviders).
import type { Connector } from '@latch/core'
import type { Wallet, WalletEventsWindow, WindowAppReadyEventAPI } from '@wallet-standard/base'

/** the features a Wallet Standard wallet needs to be listed (SPEC §1 Bitcoin adapter) */
export const BITCOIN_FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const

export const isBitcoinWallet = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
  BITCOIN_FEATURES.every((feature) => feature in wallet.features)

/** sats-connect's provider: request(method, params) answers a JSON-RPC response; addListener hears its events */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** 'disconnect', 'accountChange', 'networkChange'; returns the remover (a wallet may lack it) */
  addListener?(event: string, listener: (event: { type: string }) => void): () => void
}

/** a listed wallet: a Wallet Standard one, or a sats-connect provider */
export type BitcoinWallet =
  | { kind: 'standard'; name: string; wallet: Wallet }
  | { kind: 'sats-connect'; name: string; provider: SatsConnectProvider }

const connectorOf = (name: string, icon: string | undefined): Connector => ({
  id: name,
  name,
  type: 'ANNOUNCED',
  chain: 'bip122',
  ...(icon ? { imageUrl: icon } : {}),
})

interface SatsConnectProviderInfo {
  id: string
  name: string
  icon?: string
}

type DiscoveryWindow = Pick<WalletEventsWindow, 'addEventListener' | 'dispatchEvent'> & {
  removeEventListener(type: string, listener: (event: Event) => void): void
  btc_providers?: SatsConnectProviderInfo[]
  XverseProviders?: { BitcoinProvider?: SatsConnectProvider }
}

/** the object a sats-connect provider id names ('XverseProviders.BitcoinProvider' is window.XverseProviders.BitcoinProvider) */
function providerAt(target: DiscoveryWindow, path: string): SatsConnectProvider | undefined {
  let value: unknown = target
  for (const part of path.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  return value && typeof (value as SatsConnectProvider).request === 'function'
    ? (value as SatsConnectProvider)
    : undefined
}

export interface WalletDiscovery {
  wallet(connectorId: string): BitcoinWallet | undefined
  /** resolves with the wallet once it is there, or undefined after `ms` (a reconnect waits a moment for late wallets) */
  whenRegistered(connectorId: string, ms: number): Promise<BitcoinWallet | undefined>
  stop(): void
}

/** starts listening; calls onChange with the connectors whenever a Bitcoin wallet comes or leaves */
export function discoverWallets(target: DiscoveryWindow, onChange: (connectors: Connector[]) => void): WalletDiscovery {
  const standard = new Map<string, Wallet>()
  const satsConnect = new Map<string, { provider: SatsConnectProvider; icon?: string }>()
  const waiting = new Map<string, ((wallet: BitcoinWallet) => void)[]>()
  const find = (name: string): BitcoinWallet | undefined => {
    const wallet = standard.get(name)
    if (wallet) return { kind: 'standard', name, wallet }
    const found = satsConnect.get(name)
    return found ? { kind: 'sats-connect', name, provider: found.provider } : undefined
  }
  const publish = () => {
    // a wallet that speaks both is listed once, through the Wallet Standard
    const extra = [...satsConnect.entries()]
      .filter(([name]) => !standard.has(name))
      .map(([name, { icon }]) => connectorOf(name, icon))
    onChange([...[...standard.values()].map((wallet) => connectorOf(wallet.name, wallet.icon)), ...extra])
    for (const [name, resolvers] of waiting) {
      const wallet = find(name)
      if (!wallet) continue
      for (const resolve of resolvers) resolve(wallet)
      waiting.delete(name)
    }
  }

  const api: WindowAppReadyEventAPI = {
    register(wallet) {
      if (!isBitcoinWallet(wallet) || standard.has(wallet.name)) return () => {}
      standard.set(wallet.name, wallet)
      publish()
      return () => {
        if (standard.get(wallet.name) !== wallet) return
        standard.delete(wallet.name)
        publish()
      }
    },
  }

  /** sats-connect wallets put themselves on window; looked at now and once the page has loaded */
  const findSatsConnect = () => {
    const before = satsConnect.size
    for (const info of target.btc_providers ?? []) {
      const provider = providerAt(target, info.id)
      if (provider && info.name && !satsConnect.has(info.name))
        satsConnect.set(info.name, { provider, ...(info.icon ? { icon: info.icon } : {}) })
    }
    const xverse = target.XverseProviders?.BitcoinProvider
    if (xverse && ![...satsConnect.values()].some((entry) => entry.provider === xverse))
      satsConnect.set('Xverse', { provider: xverse })
    if (satsConnect.size !== before) publish()
  }

  const onRegister = (event: Event) => (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail?.(api)
  target.addEventListener('wallet-standard:register-wallet', onRegister as never)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: Object.freeze(api) }) as never)
  findSatsConnect()
  target.addEventListener('load' as never, findSatsConnect as never)

  return {
    wallet: find,
    whenRegistered(connectorId, ms) {
      const known = find(connectorId)
      if (known) return Promise.resolve(known)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ms)
        waiting.set(connectorId, [
          ...(waiting.get(connectorId) ?? []),
          (wallet) => (clearTimeout(timer), resolve(wallet)),
        ])
      })
    },
    stop() {
      target.removeEventListener('wallet-standard:register-wallet', onRegister)
      target.removeEventListener('load', findSatsConnect)
    },
  }
}
