// The public surface of @latch/evm, entry by entry, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/evm/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchEvm from '@latch/evm'
import * as latchEvmWagmi from '@latch/evm/wagmi'

test('@latch/evm exports', () => {
  expect(Object.keys(latchEvm).sort()).toMatchInlineSnapshot(`
    [
      "PAIRING_CONNECTOR",
      "evmAdapter",
    ]
  `)
})

test('@latch/evm/wagmi exports', () => {
  expect(Object.keys(latchEvmWagmi).sort()).toMatchInlineSnapshot(`
    [
      "createWagmiConfig",
      "rpcTransport",
      "toViemChain",
    ]
  `)
})
