// The demo's networks and tokens: the two local devnet chains started by `npm start`.
import { defineNetwork } from '@latch/core'

const rpcA = import.meta.env.VITE_LATCH_RPC_A ?? 'http://127.0.0.1:8545'
const rpcB = import.meta.env.VITE_LATCH_RPC_B ?? 'http://127.0.0.1:8546'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const devnetA = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcA] } },
  // anvil runs Ethereum: the cloud serves Ethereum's logo for it
  assets: { imageId: 'ethereum' },
  testnet: true,
})

export const devnetB = defineNetwork({
  id: 31338,
  name: 'Latch Devnet 31338',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcB] } },
  assets: { imageId: 'ethereum' },
  testnet: true,
})

/** the Solana devnet part of `npm start` (a litesvm stand-in, or the operator's RPC); empty builds the demo without Solana */
const solanaRpc: string = import.meta.env.VITE_LATCH_SOLANA_RPC ?? ''
const solanaReference: string = import.meta.env.VITE_LATCH_SOLANA_REFERENCE || 'LatchDevnet111111111111111111111'
/** the devnet's SPL token (tooling/devnet/src/solana-devnet.ts makes it at this address on every run) */
export const SOLANA_TOKEN: string = import.meta.env.VITE_LATCH_SOLANA_MINT ?? ''

export const solanaDevnet = solanaRpc
  ? defineNetwork({
      id: solanaReference,
      chainNamespace: 'solana',
      name: 'Latch Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [solanaRpc] } },
      // the stand-in runs Solana's programs: the cloud serves Solana's logo for it
      assets: { imageId: 'solana' },
      testnet: true,
    })
  : undefined

/** the Bitcoin regtest part of `npm start` (an Esplora stand-in, or the operator's Esplora); empty builds the demo
 * without Bitcoin */
const bitcoinEsplora: string = import.meta.env.VITE_LATCH_BITCOIN_ESPLORA ?? ''
/** bip122's CAIP-2 reference: the first 32 hex digits of the genesis block hash (regtest's by default) */
const bitcoinReference: string = import.meta.env.VITE_LATCH_BITCOIN_REFERENCE || '0f9188f13cb7b2c71f2a335e3a4fc328'

export const bitcoinRegtest = bitcoinEsplora
  ? defineNetwork({
      id: bitcoinReference,
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [bitcoinEsplora] } },
      assets: { imageId: 'bitcoin' },
      testnet: true,
    })
  : undefined

/** deployed at the same address on both devnet chains (tooling/devnet) */
export const TEST_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

export const metadata = {
  name: 'Latch demo',
  description: 'Every Latch feature against a local devnet',
  url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
  icons: [],
}

/** the local Latch cloud (apps/cloud) `npm start` runs; empty builds the demo without it */
export const CLOUD_URL: string = import.meta.env.VITE_LATCH_CLOUD_URL ?? ''
/** the demo project the cloud seeds (apps/cloud/src/seed.ts); `?projectId=` shows the demo under another project
 * (an operator trying a project made in the dashboard) */
const projectFromPage = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('projectId')
/** the project `npm start` seeds (apps/cloud/src/seed.ts) */
export const DEMO_PROJECT_ID = 'latch-demo'
export const PROJECT_ID: string = projectFromPage || import.meta.env.VITE_LATCH_PROJECT_ID || DEMO_PROJECT_ID
/** the seeded twin of latch-demo with sponsored gas on (apps/cloud/src/seed.ts): the demo's "Sponsored gas" switch */
export const SPONSORED_PROJECT_ID = 'latch-demo-sponsored'
/** sign in with X, opted into per page load: `?siwx=optional` or `?siwx=required` (the Latch cloud keeps sessions) */
/** `?accent=` themes the demo (modal and the embedded wallet's cards) with a dApp's accent colour */
export const ACCENT: string | null =
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('accent')
export const SIWX_MODE: string | null =
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('siwx')
/** the embedded wallet's frame (apps/frame) `npm start` serves on its own origin; empty: no email or social login */
export const FRAME_URL: string = import.meta.env.VITE_LATCH_FRAME_URL ?? ''

/** `?featured=<catalogue id>,…` features catalogue wallets at the top of Connect (Ledger Live's id, for one) */
export const FEATURED_WALLET_IDS: string[] =
  typeof location === 'undefined'
    ? []
    : (new URLSearchParams(location.search).get('featured') ?? '').split(',').filter(Boolean)

/** Coinbase listed in Connect, opted into per page load with `?coinbase` (its pop-up's service is not reachable from the
 * devnet, so the demo does not list it by default) */
export const COINBASE_ENABLED: boolean =
  typeof location !== 'undefined' && new URLSearchParams(location.search).has('coinbase')
