// The wallet's WalletKit over a Core built here: our relay only, telemetry off, verify and the init event
// answered locally, so no request waits on (or reaches) a vendor host.
import { WalletKit, type IWalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { PROJECT_ID, RELAY_URL } from './config.ts'

export const WALLET_METADATA = {
  name: 'Latch Pairing Test Wallet',
  description: 'A stand-in mobile wallet for the Latch devnet',
  url: typeof location === 'undefined' ? 'http://127.0.0.1:5174' : location.origin,
  icons: [],
  // the scheme a phone opens this wallet's app by, for each request of a session (as wallet apps declare theirs)
  redirect: { native: 'latchtestwallet://' },
}

export async function createWalletClient(
  options: { relayUrl?: string; storagePrefix?: string } = {},
): Promise<IWalletKit> {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: options.relayUrl ?? RELAY_URL,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: options.storagePrefix ?? 'latch-test-wallet',
  })
  // the vendor's verify service loads an iframe and waits 5 s for it on every message: answer at once instead
  Object.assign(core.verify, {
    init: async () => {},
    register: async () => '',
    resolve: async () => ({ origin: '' }),
  })
  // the event client posts an INIT event to the vendor's analytics host even with telemetry off
  Object.assign(core.eventClient, {
    init: async () => {},
    sendEvent: async () => new Response(null, { status: 204 }),
  })
  return WalletKit.init({ core, metadata: WALLET_METADATA })
}
