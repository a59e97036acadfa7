// The public surface of @latch/solana, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/solana/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchSolana from '@latch/solana'

test('@latch/solana exports', () => {
  expect(Object.keys(latchSolana).sort()).toMatchInlineSnapshot(`
    [
      "PREFLIGHT_COMMITMENTS",
      "solanaAdapter",
    ]
  `)
})
