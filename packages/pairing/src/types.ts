// Options of the universal adapter (SPEC §1, §7: relay with project id and metadata).
import type { Metadata, Network } from '@latch/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

export interface PairingOptions {
  /** the relay's WebSocket URL, e.g. ws://127.0.0.1:8787/relay (Latch's own relay, never a vendor's) */
  relayUrl: string
  projectId: string
  /** name, description, url, icons: shown by the wallet in its proposal */
  metadata: Metadata
  /** the Latch cloud: its RPC proxy serves SPEC §9's pairing RPC chains the app gave no RPC URL (R-9.67) */
  cloudUrl?: string
}

export interface PairingProviderOptions extends PairingOptions {
  networks: readonly Network[]
  /** the Core's storage; the browser default is IndexedDB, so a session survives a reload */
  storage?: IKeyValueStorage
  /** keeps two clients with the same project, relay and chains in one page or process apart (their keys and
   * sessions); default `latch:<projectId>:<hash of relay and chains>` */
  storagePrefix?: string
}
