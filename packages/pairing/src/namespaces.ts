// The namespaces a dApp proposes: every chain namespace among the configured networks, each
// with its wallet methods and an rpcMap so that reads go to each chain's own RPC, never to the wallet
// or a vendor's RPC host (MACHINE-NOTES).
import { type ChainNamespace, caipNetworkIdOf, type Network } from '@latch/core'
import { PAIRING_RPC_CHAIN_IDS } from '@latch/core/internal'
import type { NamespaceConfig } from '@walletconnect/universal-provider'

/** The EVM methods a pairing proposal asks the wallet to support. */
export const EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/** The EVM events a pairing proposal asks the wallet to send. */
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The Solana methods a pairing proposal asks the wallet to support. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
] as const

/** The Solana events a pairing proposal asks the wallet to send. */
export const SOLANA_EVENTS = ['accountsChanged'] as const

/** The Bitcoin methods a pairing proposal asks the wallet to support. */
export const BIP122_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'] as const

/** The Bitcoin events a pairing proposal asks the wallet to send. */
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const

/** methods and events per namespace; a namespace not listed is proposed with none (reads only) */
const NAMESPACE_API: Partial<Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }>> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
  solana: { methods: SOLANA_METHODS, events: SOLANA_EVENTS },
  bip122: { methods: BIP122_METHODS, events: BIP122_EVENTS },
}

export const evmNetworks = (networks: readonly Network[]) => networks.filter((n) => n.chainNamespace === 'eip155')

/** the cloud's JSON-RPC proxy (POST /v1?chainId=&projectId=), for a chain the app gave no RPC URL */
export interface CloudRpc {
  cloudUrl: string
  projectId: string
}

/** the cloud proxy's URL for one of SPEC §9's pairing RPC chains (R-9.67); none for any other chain */
export function cloudRpcUrl(cloud: CloudRpc, namespace: ChainNamespace, id: number | string): string | undefined {
  if (namespace !== 'eip155' || !(PAIRING_RPC_CHAIN_IDS as readonly number[]).includes(Number(id))) return undefined
  const url = new URL('v1', cloud.cloudUrl.endsWith('/') ? cloud.cloudUrl : `${cloud.cloudUrl}/`)
  url.searchParams.set('chainId', caipNetworkIdOf(namespace, id))
  url.searchParams.set('projectId', cloud.projectId)
  return url.href
}

/**
 * keyed both by chain reference and CAIP-2 id: universal-provider reads one in one place, the other in another; a
 * network without an RPC URL falls back to the cloud's proxy when it is one of the pairing RPC chains
 *
 * @example
 * ```ts
 * rpcMapOf([mainnet]) // { '1': 'https://eth.example.com', 'eip155:1': 'https://eth.example.com' }
 * ```
 */
export function rpcMapOf(
  networks: readonly Network[],
  namespace: ChainNamespace = 'eip155',
  cloud?: CloudRpc,
): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    if (network.chainNamespace !== namespace) continue
    const url = network.rpcUrls.default.http[0] ?? (cloud && cloudRpcUrl(cloud, namespace, network.id))
    if (!url) continue
    map[String(network.id)] = url
    map[caipNetworkIdOf(namespace, network.id)] = url
  }
  return map
}

function namespaceConfig(
  networks: readonly Network[],
  namespace: ChainNamespace,
  cloud?: CloudRpc,
): NamespaceConfig[string] {
  const api = NAMESPACE_API[namespace]
  return {
    chains: networks
      .filter((n) => n.chainNamespace === namespace)
      .map((network) => caipNetworkIdOf(namespace, network.id)),
    methods: [...(api?.methods ?? [])],
    events: [...(api?.events ?? [])],
    rpcMap: rpcMapOf(networks, namespace, cloud),
  }
}

/**
 * A pairing proposal's EVM namespace: the chains, methods, events and RPC of the given networks (the cloud's RPC proxy
 * where a network has no URL).
 *
 * @example
 * ```ts
 * const namespaces = eip155Namespaces([mainnet, base], { cloudUrl, projectId })
 * ```
 */
export function eip155Namespaces(networks: readonly Network[], cloud?: CloudRpc): NamespaceConfig {
  return { eip155: namespaceConfig(networks, 'eip155', cloud) }
}

/**
 * one namespace per chain namespace present in the networks, in the order they first appear
 *
 * @example
 * ```ts
 * await provider.connect({ optionalNamespaces: proposalNamespaces([mainnet, solanaMainnet]) })
 * ```
 */
export function proposalNamespaces(networks: readonly Network[], cloud?: CloudRpc): NamespaceConfig {
  const namespaces: NamespaceConfig = {}
  for (const { chainNamespace } of networks)
    namespaces[chainNamespace] ??= namespaceConfig(networks, chainNamespace, cloud)
  return namespaces
}
