// @latch/pairing: the universal adapter for pairing-protocol sessions (SPEC §1). @latch/evm loads it
// with import() only when the visitor picks WalletConnect; the provider itself is one more import() away.
export { PAIRING_CONNECTOR_ID, PAIRING_CONNECTOR_NAME, pairingConnector, parseChainId } from './connector.ts'
export type { PairingConnectorOptions } from './connector.ts'
export { EIP155_METHODS, eip155Namespaces, rpcMapOf } from './namespaces.ts'
export { memoryKeyValueStorage } from './memoryStorage.ts'
export type { PairingProvider } from './provider.ts'
export { addEthereumChainParameter, isUnrecognisedChain, switchPairingChain } from './switchChain.ts'
export type { PairingOptions, PairingProviderOptions } from './types.ts'

/** the UniversalProvider over a Core built without telemetry or the vendor's verify */
export async function createPairingProvider(options: import('./types.ts').PairingProviderOptions) {
  return (await import('./provider.ts')).createPairingProvider(options)
}
