// The configured chains as the chain feature sees them: CAIP-2 ids and one RPC client per upstream.
import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'

export const caip2 = (chainId: number) => `eip155:${chainId}`

/** `eip155:31337` → 31337; undefined for anything else */
export function parseCaip2(value: string): number | undefined {
  const match = /^eip155:(\d{1,10})$/.exec(value)
  return match ? Number(match[1]) : undefined
}

export function findChain(context: CloudContext, chainId: number): ChainConfig | undefined {
  return context.config.chains.find((chain) => chain.chainId === chainId)
}

// one client per upstream URL; batching turns the indexer's many reads into few HTTP requests
const clients = new Map<string, PublicClient>()

export function chainClient(chain: ChainConfig): PublicClient {
  let client = clients.get(chain.rpcUrl)
  if (!client) {
    client = createPublicClient({
      transport: http(chain.rpcUrl, { batch: { batchSize: 200, wait: 0 }, retryCount: 2, timeout: 10_000 }),
    }) as PublicClient
    clients.set(chain.rpcUrl, client)
  }
  return client
}
