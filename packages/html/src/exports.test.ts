// The public surface of @latch/html, as a page imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/html/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchHtml from '@latch/html'

test('@latch/html exports', () => {
  expect(Object.keys(latchHtml).sort()).toMatchInlineSnapshot(`
    [
      "createLatch",
      "defineLatchElements",
      "defineNetwork",
      "embeddedWallet",
      "evmAdapter",
      "memoryStorage",
    ]
  `)
})
