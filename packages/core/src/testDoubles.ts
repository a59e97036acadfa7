// Test doubles for createLatch: a wallet cannot run here, so an adapter double stands in for one (its boundary).
import { vi } from 'vitest'
import type { Adapter, AdapterContext, ConnectResult } from './adapter.ts'
import { defineNetwork } from './networks/defineNetwork.ts'
import type { LatchOptions } from './instance/options.ts'
import { createLatch } from './latch.ts'
import { memoryStorage } from './storage.ts'
import { ADDRESS, devnet as devnetA } from './testDevnet.ts'
import type { Connector } from './types.ts'

export { ADDRESS, devnetA }
export const devnetB = defineNetwork({ ...devnetA, id: 31338, name: 'Latch Devnet 31338' })
/** a Solana network and an account on it, for the tests of a session in two namespaces */
export const SOL_ADDRESS = '3Vd1vgGuNYcsKqeZSFGGcw7Zet6LarLb9GgGT61Jn2nK'
export const solanaDevnet = defineNetwork({
  id: 'LatchDevnet111111111111111111111',
  chainNamespace: 'solana',
  name: 'Latch Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
/** what a wallet answers: a 65-byte signature and a transaction hash (SPEC §5 shapes) */
export const SIGNATURE = `0x${'1b'.repeat(65)}`
export const TX_HASH = `0x${'ab'.repeat(32)}`
export const testWallet: Connector = {
  id: 'latch.test',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'latch.test' },
}

/** adapter double: records what core asks and lets a test emit wallet events */
export function adapterDouble(overrides: Partial<Adapter> = {}) {
  let context: AdapterContext | undefined
  const adapter: Adapter = {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      ctx.emit('connectors', { connectors: [testWallet] })
    },
    connect: vi.fn(async (): Promise<ConnectResult> => ({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 10n ** 22n, decimals: 18, symbol: 'ETH', name: 'Ether' })),
    signMessage: vi.fn(async () => SIGNATURE),
    sendTransaction: vi.fn(async () => TX_HASH),
    getProvider: vi.fn(async () => ({})),
    ...overrides,
  }
  return { adapter, context: () => context as AdapterContext }
}

/** an instance over the double and two devnets, mounted as createLatch mounts itself in a browser (Node has no window) */
export function setup(options: Partial<LatchOptions> = {}, adapterOverrides: Partial<Adapter> = {}) {
  const double = adapterDouble(adapterOverrides)
  const storage = options.storage ?? memoryStorage()
  const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage, ...options })
  latch.mount()
  return { latch, storage, ...double }
}
