// @latch/html: Latch in a page with no framework and no bundler. One ES module (the built dist/index.js carries React,
// the core, the EVM adapter and the modal; its views load as separate chunks when shown) gives the instance, the
// adapters and the custom elements <latch-connect-button>, <latch-account-button> and <latch-network-button>.
export {
  createLatch,
  defineNetwork,
  type Latch,
  type LatchOptions,
  type LatchState,
  memoryStorage,
  type Metadata,
  type Network,
  type SocialLogin,
} from '@latch/core'
export { embeddedWallet, evmAdapter, type HtmlEmbeddedWalletOptions, type HtmlEvmAdapterOptions } from './adapters.ts'
export { defineLatchElements, type LatchElementNames, type LatchElementsOptions } from './elements.tsx'
