// Finds Solana wallets at once over the Wallet Standard's window events (the protocol @wallet-standard/app speaks, in
// a few lines: that package declares Node 22 and keeps one registry per page, where Latch keeps one per instance).
import type { Connector } from '@latch/core'
import type { Wallet, WalletEventsWindow, WindowAppReadyEventAPI } from '@wallet-standard/base'

/** the features a wallet needs to be listed: connect, and at least one way to sign (SPEC §1 Solana adapter) */
const REQUIRED = ['standard:connect', 'solana:signMessage'] as const
const SIGNS_TRANSACTIONS = ['solana:signAndSendTransaction', 'solana:signTransaction'] as const

export const isSolanaWallet = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) &&
  REQUIRED.every((feature) => feature in wallet.features) &&
  SIGNS_TRANSACTIONS.some((feature) => feature in wallet.features)

export function toConnector(wallet: Wallet): Connector {
  // wallets carry no rdns: the name identifies them, and merges an EVM wallet of the same name into one MULTI_CHAIN entry
  return { id: wallet.name, name: wallet.name, type: 'ANNOUNCED', imageUrl: wallet.icon, chain: 'solana' }
}

export interface WalletDiscovery {
  /** the listed wallet of a connector id (its name) */
  wallet(connectorId: string): Wallet | undefined
  /** resolves with the wallet once it registers, or undefined after `ms` (a reconnect waits a moment for late wallets) */
  whenRegistered(connectorId: string, ms: number): Promise<Wallet | undefined>
  stop(): void
}

/** starts listening; calls onChange with the connectors whenever a Solana wallet registers or leaves */
export function discoverWallets(
  target: Pick<WalletEventsWindow, 'addEventListener' | 'dispatchEvent'> & {
    removeEventListener(type: string, listener: (event: Event) => void): void
  },
  onChange: (connectors: Connector[]) => void,
): WalletDiscovery {
  const wallets = new Map<string, Wallet>()
  const waiting = new Map<string, ((wallet: Wallet) => void)[]>()
  const publish = () => onChange([...wallets.values()].map(toConnector))

  const api: WindowAppReadyEventAPI = {
    register(wallet) {
      if (!isSolanaWallet(wallet) || wallets.has(wallet.name)) return () => {}
      wallets.set(wallet.name, wallet)
      for (const resolve of waiting.get(wallet.name) ?? []) resolve(wallet)
      waiting.delete(wallet.name)
      publish()
      return () => {
        if (wallets.get(wallet.name) !== wallet) return
        wallets.delete(wallet.name)
        publish()
      }
    },
  }
  // a wallet that loads after the app asks to be registered; one already loaded answers app-ready
  const onRegister = (event: Event) => (event as CustomEvent<(api: WindowAppReadyEventAPI) => void>).detail?.(api)
  target.addEventListener('wallet-standard:register-wallet', onRegister as never)
  target.dispatchEvent(appReady(api) as never)

  return {
    wallet: (connectorId) => wallets.get(connectorId),
    whenRegistered(connectorId, ms) {
      const known = wallets.get(connectorId)
      if (known) return Promise.resolve(known)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ms)
        waiting.set(connectorId, [
          ...(waiting.get(connectorId) ?? []),
          (wallet) => (clearTimeout(timer), resolve(wallet)),
        ])
      })
    },
    stop: () => target.removeEventListener('wallet-standard:register-wallet', onRegister),
  }
}

/** the standard's app-ready event: its detail is the API wallets register with, and it cannot be stopped */
function appReady(api: WindowAppReadyEventAPI): Event {
  const event = new CustomEvent('wallet-standard:app-ready', {
    detail: Object.freeze(api),
    bubbles: false,
    cancelable: false,
    composed: false,
  })
  return event
}
