// @latch/testing/vitest: a dApp's unit tests run createLatch in a DOM environment (happy-dom, jsdom) with the kit's EVM
// wallet announced in the test's window, the real Latch cloud in the test's process, and a wait on the instance's state.
// Needs no Playwright; the test cloud needs @latch/cloud installed beside the kit.
export {
  type EvmWalletOptions,
  type EvmWalletState,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './evmWallet.ts'
export type { EvmWalletAnswer } from './evmWalletScript.ts'
export { createEvmWallet, type EvmTestWallet } from './evmWalletInDom.ts'
export {
  setTestCloudFeatures,
  startTestCloud,
  type TestCloud,
  type TestCloudChain,
  type TestCloudInfo,
  type TestCloudOptions,
} from './testCloud.ts'
export { type LatchStateSource, untilLatch } from './untilLatch.ts'
