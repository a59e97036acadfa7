// Test doubles for the embedded wallet in createLatch: its two boundaries, a frame double (what @latch/frame's
// page half returns) and an adapter double standing in for @latch/evm's AUTH connector.
import { vi } from 'vitest'
import type { Adapter, AdapterContext, ConnectResult } from '../adapter.ts'
import type { LatchOptions } from '../instance/options.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage, type StorageLike } from '../storage.ts'
import { ADDRESS, devnet } from '../testDevnet.ts'
import { SIGNATURE, TX_HASH } from '../testDoubles.ts'
import { createEmbeddedBridge } from './createEmbeddedBridge.ts'
import type { EmbeddedFrame, EmbeddedHooks, EmbeddedWallet } from './types.ts'

export type Handler = (payload: any) => unknown
/** frame double: answers each message by a handler (a throw becomes the frame's error text) and records them */
export function frameDouble(handlers: Record<string, Handler> = {}) {
  const sent: { name: string; payload: unknown }[] = []
  const frame: EmbeddedFrame = {
    request: vi.fn(async (name: string, payload?: unknown) => {
      sent.push({ name, payload })
      const handler = handlers[name]
      return handler ? handler(payload) : undefined
    }),
    abort: vi.fn(),
    show: vi.fn(),
    hide: vi.fn(),
    provider: { request: vi.fn(), on: vi.fn(), removeListener: vi.fn() },
  }
  return { frame, sent, names: () => sent.map((entry) => entry.name) }
}

const signedIn: Record<string, Handler> = {
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: () => undefined,
  IS_CONNECTED: () => ({ isConnected: true }),
  SET_PREFERRED_ACCOUNT: () => {
    throw new Error('Smart accounts are not available')
  },
}

export function setup(
  options: {
    handlers?: Record<string, Handler>
    storage?: StorageLike
    latch?: Partial<LatchOptions>
    adapter?: Partial<Adapter>
    load?: EmbeddedWallet['load']
  } = {},
) {
  const double = frameDouble({ ...signedIn, ...options.handlers })
  let hooks: EmbeddedHooks | undefined
  const wallet: EmbeddedWallet = {
    frameUrl: 'http://localhost:5175/',
    createBridge: createEmbeddedBridge,
    load:
      options.load ??
      vi.fn(async (given: EmbeddedHooks) => {
        hooks = given
        return double.frame
      }),
  }
  let context: AdapterContext | undefined
  const adapter: Adapter = {
    namespace: 'eip155',
    setup: (ctx) => {
      context = ctx
    },
    connect: vi.fn(async (): Promise<ConnectResult> => ({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })),
    // as @latch/evm's AUTH connector does
    disconnect: vi.fn(async () => {
      await (await context!.embedded!()).request('SIGN_OUT')
    }),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 10n ** 19n, decimals: 18, symbol: 'ETH', name: 'Ether' })),
    signMessage: vi.fn(async () => SIGNATURE),
    sendTransaction: vi.fn(async () => TX_HASH),
    getProvider: vi.fn(async () => ({})),
    ...options.adapter,
  }
  const storage = options.storage ?? memoryStorage()
  const latch = createLatch({
    adapters: [adapter],
    networks: [devnet],
    storage,
    projectId: 'project-1',
    embeddedWallet: wallet,
    ...options.latch,
  })
  // Node has no window, so the instance is mounted here as createLatch mounts itself in a browser
  latch.mount()
  return {
    latch,
    storage,
    wallet,
    adapter,
    ...double,
    hooks: () => hooks as EmbeddedHooks,
    context: () => context as AdapterContext,
  }
}
