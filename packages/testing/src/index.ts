// @latch/testing: mock wallets that drive Latch's real modal in a dApp's own browser tests (an EIP-6963 EVM wallet over
// dev keys, Wallet Standard Solana and Bitcoin wallets, the Bitcoin one speaking sats-connect too), the modal's steps
// found by role and accessible name (one by one, or as a fixture's `latchSteps`), and the embedded wallet's: the email
// code from a dev inbox, the approval card.
export { type BitcoinKeyring, type BitcoinKeysCall, bitcoinKeysCall, walletAccountsOf } from './bitcoinKeys.ts'
export {
  type BitcoinWalletAccount,
  type BitcoinWalletControls,
  type BitcoinWalletOptions,
  type BitcoinWalletProtocol,
  type BitcoinWalletState,
  bitcoinWalletInPage,
  bitcoinWalletState,
  installBitcoinWallet,
} from './bitcoinWallet.ts'
export {
  authorizeBitcoinWallet,
  type BitcoinWalletFeature,
  disconnectBitcoinWallet,
  moveBitcoinWalletToAccounts,
  releaseBitcoinWallet,
  scriptBitcoinWallet,
} from './bitcoinWalletScript.ts'
export {
  type EvmWalletControls,
  type EvmWalletOptions,
  type EvmWalletState,
  evmWalletState,
  installEvmWallet,
  moveEvmWalletToAccount,
  moveEvmWalletToChain,
  setEvmRejectConnect,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './evmWallet.ts'
export {
  authorizeEvmWallet,
  disconnectEvmWallet,
  type EvmWalletAnswer,
  releaseEvmWallet,
  scriptEvmWallet,
} from './evmWalletScript.ts'
export {
  type ApprovalCardTitle,
  approvalCard,
  approveOnCard,
  connectEmail,
  EMBEDDED_WALLET_FRAME,
  type EmbeddedSignInOptions,
  embeddedWalletFrame,
  finishEmbeddedSignIn,
  rejectOnCard,
} from './embedded.ts'
export { type InboxOptions, readCodeFromInbox } from './inbox.ts'
export { CONNECT_TITLE, connectButton, connectWallet, modalView, openConnectModal, pickWallet } from './modal.ts'
export type { BrowserContextLike, FrameLocatorLike, KitRole, LocatorLike, PageLike, RoleOptions } from './playwright.ts'
export { type ConnectStep, type LatchSteps, latchSteps, type PairingWallet } from './steps.ts'
export { installSolanaWallet, setSolanaRejectSign, solanaWalletState } from './solanaWallet.ts'
export {
  type SolanaWalletControls,
  type SolanaWalletOptions,
  type SolanaWalletParts,
  type SolanaWalletState,
  solanaWalletInPage,
} from './solanaWalletInPage.ts'
export {
  authorizeSolanaWallet,
  disconnectSolanaWallet,
  moveSolanaWalletToAccount,
  releaseSolanaWallet,
  type SolanaWalletFeature,
  scriptSolanaWallet,
} from './solanaWalletScript.ts'
export type { SolanaWire } from './solanaWireInPage.ts'
export { MODAL_VIEW_TITLES, type ModalViewName, view } from './views.ts'
export type { WalletAnswer, WalletScript } from './walletScriptInPage.ts'
