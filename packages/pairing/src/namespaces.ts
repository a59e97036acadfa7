// The eip155 namespace a dApp proposes: every configured chain, the wallet methods, and an rpcMap so
// that reads go to each chain's own RPC, never to the wallet or a vendor's RPC host (MACHINE-NOTES).
import type { Network } from '@latch/core'
import type { NamespaceConfig } from '@walletconnect/universal-provider'

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

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export const evmNetworks = (networks: readonly Network[]) => networks.filter((n) => n.chainNamespace === 'eip155')

/** keyed both by chain reference and CAIP-2 id: universal-provider reads one in one place, the other in another */
export function rpcMapOf(networks: readonly Network[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of evmNetworks(networks)) {
    const url = network.rpcUrls.default.http[0]
    if (!url) continue
    map[String(network.id)] = url
    map[`eip155:${network.id}`] = url
  }
  return map
}

export function eip155Namespaces(networks: readonly Network[]): NamespaceConfig {
  return {
    eip155: {
      chains: evmNetworks(networks).map((network) => `eip155:${network.id}`),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap: rpcMapOf(networks),
    },
  }
}
