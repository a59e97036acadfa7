// The EXTERNAL connectors an app enables (Coinbase, Safe): listed from plain descriptors on first load; their SDKs load
// with import() only when the visitor picks Coinbase, or when the page runs inside a Safe{Wallet} frame.
import type { Connector } from '@latch/core'

/** Coinbase's SDK options (wagmi's coinbaseWallet connector); the app's name and logo come from its metadata */
export interface CoinbaseConnectorOptions {
  /** which Coinbase accounts the pop-up offers: 'all' (default), 'smartWalletOnly' (the passkey Smart Wallet) or 'eoaOnly' */
  preference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** the app's name the pop-up shows; metadata.name when absent */
  appName?: string
  /** the app's logo the pop-up shows */
  appLogoUrl?: string
}

/** the Safe Apps connector's options */
export interface SafeConnectorOptions {
  /** the Safe{Wallet} origins whose messages the page answers (the SDK's allowedDomains); any parent when absent */
  allowedDomains?: RegExp[]
  /** how long the Safe{Wallet} handshake (getSafeInfo) may take before the page decides it is not a Safe App; 1000 ms */
  handshakeTimeoutMs?: number
}

/** the EXTERNAL connectors of SPEC §3 an app turns on; each loads its SDK only when used */
export interface ExternalConnectorOptions {
  /** lists Coinbase in Connect (hidden when the Coinbase extension announces itself) */
  coinbase?: CoinbaseConnectorOptions
  /** connects to the Safe on load when the page runs as a Safe App, with no modal */
  safe?: SafeConnectorOptions
}

export const COINBASE_CONNECTOR_ID = 'coinbaseWalletSDK'
/** the rdns the Coinbase extension announces over EIP-6963 */
export const COINBASE_RDNS = 'com.coinbase.wallet'
export const SAFE_CONNECTOR_ID = 'safe'
/** the catalogue's ids of the same wallets, so its recommended and featured lists do not offer them twice */
const COINBASE_EXPLORER_ID = 'd0ca99ff52b99abc48743dad0f7fc891e041be73574f7fac4afe5d4bb83845c8'
const SAFE_EXPLORER_ID = '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f'
export const DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS = 1000

/** Coinbase's mark (the white ring and square on its blue), drawn here: the SDK that brings its own loads on pick only */
const COINBASE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230052FF'/%3E%3Ccircle cx='16' cy='16' r='10' fill='%23fff'/%3E%3Crect x='12.5' y='12.5' width='7' height='7' rx='1.2' fill='%230052FF'/%3E%3C/svg%3E"

/** SPEC §3's 'Coinbase' connector */
export const COINBASE_CONNECTOR: Connector = {
  id: COINBASE_CONNECTOR_ID,
  name: 'Coinbase',
  imageUrl: COINBASE_ICON,
  type: 'EXTERNAL',
  info: { rdns: COINBASE_RDNS },
  explorerId: COINBASE_EXPLORER_ID,
  chain: 'eip155',
}

/** SPEC §3's 'Safe' connector: listed only once the parent Safe{Wallet} answered the handshake */
export const SAFE_CONNECTOR: Connector = {
  id: SAFE_CONNECTOR_ID,
  name: 'Safe',
  type: 'EXTERNAL',
  explorerId: SAFE_EXPLORER_ID,
  chain: 'eip155',
}

/** the EXTERNAL connectors listed before any SDK loads (Safe joins once its handshake succeeded) */
export function externalConnectors(options: ExternalConnectorOptions | undefined, inSafe: boolean): Connector[] {
  return [...(options?.coinbase ? [COINBASE_CONNECTOR] : []), ...(options?.safe && inSafe ? [SAFE_CONNECTOR] : [])]
}

/** the discovered connectors and the EXTERNAL ones; an EXTERNAL connector whose wallet already announced itself (same
 * rdns) is left out, so the visitor sees that wallet once, under its extension */
export function withExternal(discovered: readonly Connector[], external: readonly Connector[]): Connector[] {
  const announced = new Set(
    discovered.flatMap((connector) =>
      connector.type === 'ANNOUNCED' && connector.info?.rdns ? [connector.info.rdns] : [],
    ),
  )
  return [
    ...discovered,
    ...external.filter((connector) => !connector.info?.rdns || !announced.has(connector.info.rdns)),
  ]
}

/** a page inside another window's frame: the only place a Safe App runs */
export function isInFrame(target: { parent: unknown }): boolean {
  return target.parent !== target
}
