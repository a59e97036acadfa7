// What the build gives the wallet: its relay, the two devnet chains' RPC URLs, a project id for the relay query,
// and the Farcaster relay and account it signs in to apps with.
import { defineChain, type Chain } from 'viem'
import type { FarcasterIdentity } from './farcaster.ts'

export const RELAY_URL: string = import.meta.env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8787/relay'
// the demo stack's project (the cloud seeds it): the cloud's relay admits only projects it knows
export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID || 'latch-demo'

/** the Farcaster relay stand-in `npm start` serves, and the fid the devnet registers to the default account */
export const FARCASTER: FarcasterIdentity = {
  relayUrl: import.meta.env.VITE_FARCASTER_RELAY_URL || 'http://127.0.0.1:5177',
  fid: Number(import.meta.env.VITE_FARCASTER_FID || 1),
  username: import.meta.env.VITE_FARCASTER_USERNAME || 'latch-tester',
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnet = (id: number, name: string, rpcUrl: string): Chain =>
  defineChain({ id, name, nativeCurrency: ether, rpcUrls: { default: { http: [rpcUrl] } } })

/** the chains this wallet can sign for, by CAIP-2 id */
export const CHAINS: Record<string, Chain> = {
  'eip155:31337': devnet(31337, 'Latch Devnet', import.meta.env.VITE_RPC_A ?? 'http://127.0.0.1:8545'),
  'eip155:31338': devnet(31338, 'Latch Devnet 31338', import.meta.env.VITE_RPC_B ?? 'http://127.0.0.1:8546'),
}
