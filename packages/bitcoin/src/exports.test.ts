// The public surface of @latch/bitcoin, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/bitcoin/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchBitcoin from '@latch/bitcoin'
import * as latchBitcoinBip322 from '@latch/bitcoin/bip322'

test('@latch/bitcoin exports', () => {
  expect(Object.keys(latchBitcoin).sort()).toMatchInlineSnapshot(`
    [
      "bitcoinAdapter",
      "isBitcoinAddress",
    ]
  `)
})

test('@latch/bitcoin/bip322 exports', () => {
  expect(Object.keys(latchBitcoinBip322).sort()).toMatchInlineSnapshot(`
    [
      "verifyBip322",
    ]
  `)
})
