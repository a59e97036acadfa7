// Options of the universal adapter (SPEC §1, §7: relay with project id and metadata).
import type { Metadata, Network } from '@latch/core'
import type { RequestHandOff } from '@latch/core/internal'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** Pairing phone wallets: the relay, the project and the metadata wallets show in the proposal. */
export interface PairingOptions {
  /**
   * the relay's WebSocket URL: Latch's own (e.g. wss://cloud.example.com/relay, which any wallet whose relay can be
   * set reaches), or the public WalletConnect network, wss://relay.walletconnect.org, which the phone wallets people
   * carry (MetaMask Mobile, Trust, Rainbow…) are built to use; Latch never picks a vendor's relay for you
   */
  relayUrl: string
  /** the dApp's project in the Latch cloud: its RPC proxy and, unless `relayProjectId` is given, the relay's project */
  projectId: string
  /**
   * the project id the relay knows, when it is not the Latch project: the public WalletConnect network refuses a
   * connection without a project id from its own dashboard. Sent to the relay only; default: `projectId`
   */
  relayProjectId?: string
  /** name, description, url, icons: shown by the wallet in its proposal */
  metadata: Metadata
  /** the Latch cloud: its RPC proxy serves SPEC §9's pairing RPC chains the app gave no RPC URL (R-9.67) */
  cloudUrl?: string
  /** how long the wallet may take to answer a liveness ping before the session shows as stale and a request that
   * needs the wallet fails with `WalletNotResponding`; default 5000 ms */
  livenessTimeoutMs?: number
}

/** A pairing provider's options: the networks the proposal names, and where the session is stored. */
export interface PairingProviderOptions extends PairingOptions {
  networks: readonly Network[]
  /** the Core's storage; the browser default is IndexedDB, so a session survives a reload */
  storage?: IKeyValueStorage
  /** keeps two clients with the same project, relay and chains in one page or process apart (their keys and
   * sessions); default `latch:<projectId>:<hash of relay and chains>` */
  storagePrefix?: string
  /** how a request reaches the wallet app on this device: on a phone, the wallet's link opens the app for each
   * request; the instance's own (core's) when the provider is the instance's shared one */
  handOff?: RequestHandOff
  /** where focus and visibility come from (the liveness and a phone's return); the page's window by default */
  window?: import('./liveness.ts').LivenessOptions['window']
}
