// @latch/pairing: the universal adapter for pairing-protocol sessions (SPEC §1). @latch/evm loads it
// with import() only when the visitor picks WalletConnect; the provider itself is one more import() away.
export { parseChainId } from '@latch/core'
export { PAIRING_CONNECTOR_ID, PAIRING_CONNECTOR_NAME, pairingConnector } from './connector.ts'
export type { PairingConnectorOptions } from './connector.ts'
export { base58Decode, base58Encode } from './base58.ts'
export {
  BIP122_EVENTS,
  BIP122_METHODS,
  EIP155_EVENTS,
  EIP155_METHODS,
  eip155Namespaces,
  proposalNamespaces,
  rpcMapOf,
  SOLANA_EVENTS,
  SOLANA_METHODS,
} from './namespaces.ts'
export { memoryKeyValueStorage } from './memoryStorage.ts'
export type { PairingProvider } from './provider.ts'
export {
  pairingAccounts,
  type SessionAccount,
  sessionAccountsByNamespace,
  type SolanaSignMessageParameters,
  solanaSignMessage,
} from './session.ts'
export { addEthereumChainParameter, isUnrecognisedChain, switchPairingChain } from './switchChain.ts'
export type { PairingOptions, PairingProviderOptions } from './types.ts'

/**
 * the UniversalProvider over a Core built without telemetry or the vendor's verify
 *
 * @example
 * ```ts
 * const provider = await createPairingProvider({ relayUrl: 'wss://cloud.example.com/relay', projectId, metadata, networks: [mainnet] })
 * provider.on('display_uri', (uri: string) => showQrCode(uri))
 * await provider.connect({ optionalNamespaces: eip155Namespaces([mainnet]) })
 * ```
 */
export async function createPairingProvider(options: import('./types.ts').PairingProviderOptions) {
  return (await import('./provider.ts')).createPairingProvider(options)
}
