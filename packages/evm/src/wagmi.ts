// One wagmi Config over Latch networks, shareable with the host's WagmiProvider (@latch/evm/wagmi).
import { latchError, type Network } from '@latch/core'
import { RPC } from '@latch/core/internal'
import {
  type Config,
  type CreateConfigParameters,
  createConfig,
  createStorage,
  fallback,
  http,
  injected,
  noopStorage,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'

/** wagmi's `createConfig` parameters, with Latch networks in place of chains and transports. */
export interface CreateWagmiConfigParameters
  extends Omit<CreateConfigParameters, 'chains' | 'transports' | 'client' | 'multiInjectedProviderDiscovery'> {
  networks: readonly Network[]
}

/**
 * a viem Chain with the fields wagmi and wallet_addEthereumChain need
 *
 * @example
 * ```ts
 * const chain = toViemChain(base)
 * const client = createPublicClient({ chain, transport: http() })
 * ```
 */
export function toViemChain(network: Network): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}

/** one node URL: SPEC §9's timeout and JSON-RPC batches; `retries` where this endpoint retries by itself */
function endpoint(url: string | undefined, retries: boolean): Transport {
  return http(url, {
    timeout: RPC.timeoutMs,
    batch: { batchSize: RPC.batchSize, wait: RPC.batchWaitMs },
    ...(retries ? { retryCount: RPC.retryCount, retryDelay: RPC.retryDelayMs } : {}),
  })
}

/**
 * SPEC §9's transport over a network's RPC URLs, every number from core's RPC constant: 10 s timeout, 3 retries from
 * 150 ms doubling (Retry-After honoured: viem), batches of 1000 sent at once; several URLs fall back in the order a
 * ranking keeps (10 samples, 1 s ping timeout, stability 0.7, latency 0.3, every 4 s), retried as a whole.
 *
 * @example
 * ```ts
 * const transport = rpcTransport(base.rpcUrls.default.http)
 * ```
 */
export function rpcTransport(rpcUrls: readonly string[]): Transport {
  if (rpcUrls.length <= 1) return endpoint(rpcUrls[0], true)
  const { sampleCount, timeoutMs, stabilityWeight, latencyWeight } = RPC.ranking
  return fallback(
    // each endpoint tries once: a failure moves on to the next URL, and the fallback retries the whole round
    rpcUrls.map((url) => endpoint(url, false)),
    {
      rank: {
        interval: RPC.fallbackPollingMs,
        sampleCount,
        timeout: timeoutMs,
        weights: { stability: stabilityWeight, latency: latencyWeight },
      },
      retryCount: RPC.retryCount,
      retryDelay: RPC.retryDelayMs,
    },
  )
}

/** the page's localStorage, or none where the browser denies it (reading it throws in a third-party frame with storage
 * blocked, such as a Safe App inside Safe{Wallet}); writes that fail (quota) are dropped, as wagmi's own default does */
function pageStorage(): {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
} {
  let local: Storage | undefined
  try {
    local = typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    local = undefined
  }
  if (!local) return noopStorage
  const storage = local
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem(key, value) {
      try {
        storage.setItem(key, value)
      } catch {
        // a full or denied storage loses only wagmi's reconnect hint
      }
    },
  }
}

/**
 * One wagmi config for Latch and the app's own wagmi hooks: chains and transports made from the Latch networks. Pass it
 * to `evmAdapter({ wagmiConfig })` and to wagmi's `WagmiProvider`.
 *
 * @example
 * ```ts
 * const wagmiConfig = createWagmiConfig({ networks: [mainnet, base] })
 * const latch = createLatch({ adapters: [evmAdapter({ wagmiConfig })], networks: [mainnet, base] })
 * ```
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const { networks, connectors, ...rest } = parameters
  const chains = networks.filter((network) => network.chainNamespace === 'eip155').map(toViemChain)
  if (chains.length === 0)
    throw latchError('InvalidOption', { params: { reason: 'createWagmiConfig needs at least one eip155 network' } })
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, rpcTransport(chain.rpcUrls.default.http)]))
  return createConfig({
    // block and receipt polling (and the ranking) every 4 s (SPEC §9)
    pollingInterval: RPC.fallbackPollingMs,
    // wagmi's own default reads window.localStorage unguarded, which throws where storage is denied
    storage: createStorage({ storage: pageStorage() }),
    ...rest,
    chains: chains as [Chain, ...Chain[]],
    transports,
    // the legacy window.ethereum connector ('Browser Wallet'); EIP-6963 wallets are added by discovery
    connectors: connectors ?? [injected()],
    multiInjectedProviderDiscovery: true,
  })
}
