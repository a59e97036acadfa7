// Identity (SPEC §3 ): GET /v1/identity/{address}, cached 5 min.
//
// Decision for testnets: sets identity only on EVM networks that are not testnets, because the
// vendor's name service resolves mainnet names only. Latch's cloud resolves its own offchain names, which
// are registered per coin type and are just as real on a devnet, so the app may opt in with
// `identityOnTestnets: true` (the demo does, its chains being testnets). Without it holds as written.
import type { Caches } from '../caches.ts'
import type { Network } from '../types.ts'
import type { CloudHttp } from './http.ts'
import type { Identity } from './types.ts'

export function identityApplies(network: Network, onTestnets = false): boolean {
  return network.chainNamespace === 'eip155' && (onTestnets || !network.testnet)
}

export async function fetchIdentity(http: CloudHttp, address: string, chainId: string): Promise<Identity> {
  const identity = await http.get<Partial<Identity>>(`/v1/identity/${encodeURIComponent(address)}`, { chainId })
  return { name: identity?.name ?? null, avatar: identity?.avatar ?? null }
}

/** an embedded wallet's fallback name lookup: the names registered for the address through the profile
 * service (GET /v1/profile/reverse/{address}, newest first), asked when identity has no name or does not apply */
export async function fetchFallbackName(http: CloudHttp, address: string): Promise<string | null> {
  const profiles = await http.get<{ name?: unknown }[]>(`/v1/profile/reverse/${encodeURIComponent(address)}`)
  const name = Array.isArray(profiles) ? profiles[0]?.name : undefined
  return typeof name === 'string' && name ? name : null
}

/** the fallback name through the ENS cache: one lookup per address every 5 min, a missing name
 * included */
export async function cachedFallbackName(
  http: CloudHttp,
  caches: Pick<Caches, 'ens'>,
  address: string,
): Promise<string | null> {
  const cached = caches.ens.get(address)
  if (cached) return cached.ens
  const ens = await fetchFallbackName(http, address)
  caches.ens.set({ address, ens })
  return ens
}
