// The public surface of @latch/pairing, entry by entry, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/pairing/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchPairing from '@latch/pairing'

test('@latch/pairing exports', () => {
  expect(Object.keys(latchPairing).sort()).toMatchInlineSnapshot(`
    [
      "BIP122_EVENTS",
      "BIP122_METHODS",
      "EIP155_EVENTS",
      "EIP155_METHODS",
      "PAIRING_CONNECTOR_ID",
      "PAIRING_CONNECTOR_NAME",
      "SOLANA_EVENTS",
      "SOLANA_METHODS",
      "addEthereumChainParameter",
      "base58Decode",
      "base58Encode",
      "createPairingProvider",
      "eip155Namespaces",
      "isUnrecognisedChain",
      "memoryKeyValueStorage",
      "pairingAccounts",
      "pairingConnector",
      "parseChainId",
      "proposalNamespaces",
      "rpcMapOf",
      "sessionAccountsByNamespace",
      "solanaSignMessage",
      "switchPairingChain",
    ]
  `)
})

test('@latch/pairing/session exports', async () => {
  const session = await import('@latch/pairing/session')
  expect(Object.keys(session).sort()).toMatchInlineSnapshot(`
    [
      "SOLANA_EVENTS",
      "SOLANA_METHODS",
      "base58Decode",
      "base58Encode",
      "onSessionAccountsChanged",
      "pairingAccounts",
      "pairingProviderOf",
      "proposalNamespaces",
      "rpcMapOf",
      "sessionAccountsByNamespace",
      "solanaSignMessage",
    ]
  `)
})
