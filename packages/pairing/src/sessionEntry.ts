// @latch/pairing/session: the universal adapter's session without wagmi or viem, for adapters of other namespaces
// (@latch/solana follows the pairing session @latch/evm opened, R-4.53). Loaded with import() when first needed.
export { base58Decode, base58Encode } from './base58.ts'
export { SOLANA_EVENTS, SOLANA_METHODS, proposalNamespaces, rpcMapOf } from './namespaces.ts'
export type { PairingProvider } from './provider.ts'
export {
  onSessionAccountsChanged,
  pairingAccounts,
  type SessionAccount,
  sessionAccountsByNamespace,
  type SolanaSignMessageParameters,
  solanaSignMessage,
} from './session.ts'
export { pairingProviderOf, type SharedPairing } from './shared.ts'
