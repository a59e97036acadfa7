// The public surface of @latch/react, entry by entry, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/react/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchReact from '@latch/react'

test('@latch/react exports', () => {
  expect(Object.keys(latchReact).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "LatchProvider",
      "NetworkButton",
      "useAccountTypes",
      "useCatalogue",
      "useConnect",
      "useDisconnect",
      "useEmailLogin",
      "useFarcasterLogin",
      "useLatch",
      "useLatchAccount",
      "useLatchBalance",
      "useLatchEvents",
      "useLatchNetwork",
      "useLatchProvider",
      "useLatchSession",
      "useLatchState",
      "useLatchTheme",
      "usePairingQr",
      "usePairingUri",
      "usePay",
      "useSocialLogin",
      "useWalletGroups",
      "useWalletInfo",
    ]
  `)
})
