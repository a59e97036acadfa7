// The instance, without the modal: this app draws its own connect screen (src/ConnectScreen.tsx).
import { createLatch, defineNetwork } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { embeddedWallet } from '@latch/frame/embedded'

// set at build time; without a cloud and a frame the screen offers the browser wallets alone
const RPC_URL = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
const CLOUD_URL: string | undefined = import.meta.env.VITE_CLOUD_URL
const FRAME_URL: string | undefined = import.meta.env.VITE_FRAME_URL
const PROJECT_ID = import.meta.env.VITE_PROJECT_ID ?? 'my-app'

const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
})

const metadata = { name: 'Headless example', description: 'Latch without its modal', url: location.origin, icons: [] }
/** whether this build offers the email code and Google */
export const hasEmbeddedWallet = Boolean(FRAME_URL)

const relayUrl = CLOUD_URL && `${CLOUD_URL.replace(/^http/, 'ws')}/relay`

export const latch = createLatch({
  modal: false,
  // phone wallets pair through the cloud's relay
  adapters: [evmAdapter(relayUrl ? { pairing: { relayUrl, projectId: PROJECT_ID, metadata } } : {})],
  networks: [devnet],
  metadata,
  ...(CLOUD_URL ? { cloudUrl: CLOUD_URL, projectId: PROJECT_ID } : {}),
  // email and Google sign-in: the keys stay in the frame, on its own origin
  ...(FRAME_URL ? { embeddedWallet: embeddedWallet({ frameUrl: FRAME_URL, socials: ['google'] }) } : {}),
})
