// The public surface of @latch/testing, entry by entry, as a dApp's test imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/testing/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchTesting from '@latch/testing'
import * as latchTestingPhone from '@latch/testing/phone'
import * as latchTestingVitest from '@latch/testing/vitest'

test('@latch/testing exports', () => {
  expect(Object.keys(latchTesting).sort()).toMatchInlineSnapshot(`
    [
      "CONNECT_TITLE",
      "EMBEDDED_WALLET_FRAME",
      "MODAL_VIEW_TITLES",
      "TEST_WALLET_ICON",
      "TEST_WALLET_NAME",
      "TEST_WALLET_RDNS",
      "approvalCard",
      "approveOnCard",
      "authorizeBitcoinWallet",
      "authorizeEvmWallet",
      "authorizeSolanaWallet",
      "bitcoinKeysCall",
      "bitcoinWalletInPage",
      "bitcoinWalletState",
      "connectButton",
      "connectEmail",
      "connectWallet",
      "disconnectBitcoinWallet",
      "disconnectEvmWallet",
      "disconnectSolanaWallet",
      "embeddedWalletFrame",
      "evmWalletState",
      "finishEmbeddedSignIn",
      "installBitcoinWallet",
      "installEvmWallet",
      "installSolanaWallet",
      "latchSteps",
      "modalView",
      "moveBitcoinWalletToAccounts",
      "moveEvmWalletToAccount",
      "moveEvmWalletToChain",
      "moveSolanaWalletToAccount",
      "openConnectModal",
      "pickWallet",
      "readCodeFromInbox",
      "rejectOnCard",
      "releaseBitcoinWallet",
      "releaseEvmWallet",
      "releaseSolanaWallet",
      "scriptBitcoinWallet",
      "scriptEvmWallet",
      "scriptSolanaWallet",
      "setEvmRejectConnect",
      "setSolanaRejectSign",
      "solanaWalletInPage",
      "solanaWalletState",
      "view",
      "walletAccountsOf",
    ]
  `)
})

test('@latch/testing/phone exports', () => {
  expect(Object.keys(latchTestingPhone).sort()).toMatchInlineSnapshot(`
    [
      "DEV_MNEMONIC",
      "startPhoneWallet",
    ]
  `)
})

test('@latch/testing/vitest exports', () => {
  expect(Object.keys(latchTestingVitest).sort()).toMatchInlineSnapshot(`
    [
      "TEST_WALLET_ICON",
      "TEST_WALLET_NAME",
      "TEST_WALLET_RDNS",
      "createEvmWallet",
      "setTestCloudFeatures",
      "startTestCloud",
      "untilLatch",
    ]
  `)
})
