// @latch/testing/phone: the phone wallet, a WalletConnect wallet in the test's process (Node) that pairs by URI. An
// entry of its own, so a browser test that imports @latch/testing loads no WalletConnect.
export {
  DEV_MNEMONIC,
  type PhoneWallet,
  type PhoneWalletOptions,
  type PhoneWalletProposal,
  type PhoneWalletRequest,
  type PhoneWalletSession,
  type PhoneWalletSignature,
  startPhoneWallet,
} from './phoneWallet.ts'
export type { WalletAnswer } from './walletScriptInPage.ts'
