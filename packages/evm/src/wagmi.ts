// One wagmi Config over Latch networks, shareable with the host's WagmiProvider (@latch/evm/wagmi).
import type { Network } from '@latch/core'
import { type Config, type CreateConfigParameters, createConfig, http, injected } from '@wagmi/core'
import type { Chain, Transport } from 'viem'

export interface CreateWagmiConfigParameters
  extends Omit<CreateConfigParameters, 'chains' | 'transports' | 'client' | 'multiInjectedProviderDiscovery'> {
  networks: readonly Network[]
}

/** a viem Chain with the fields wagmi and wallet_addEthereumChain need */
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

/** SPEC §9: 10 s timeout, 3 retries from 150 ms doubling, JSON-RPC batches of 1000 sent at once */
export function rpcTransport(rpcUrl: string | undefined): Transport {
  return http(rpcUrl, { timeout: 10_000, retryCount: 3, retryDelay: 150, batch: { batchSize: 1000, wait: 0 } })
}

export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const { networks, connectors, ...rest } = parameters
  const chains = networks.filter((network) => network.chainNamespace === 'eip155').map(toViemChain)
  if (chains.length === 0) throw new Error('createWagmiConfig needs at least one eip155 network')
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, rpcTransport(chain.rpcUrls.default.http[0])]))
  return createConfig({
    ...rest,
    chains: chains as [Chain, ...Chain[]],
    transports,
    // the legacy window.ethereum connector ('Browser Wallet'); EIP-6963 wallets are added by discovery
    connectors: connectors ?? [injected()],
    multiInjectedProviderDiscovery: true,
  })
}
