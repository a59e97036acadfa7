// The public surface of @latch/frame, entry by entry, as a user imports it: an API change is always deliberate
// (update with `npx vitest run -u packages/frame/src/exports.test.ts`).
import { expect, test } from 'vitest'
import * as latchFrame from '@latch/frame'
import * as latchFrameEmbedded from '@latch/frame/embedded'

test('@latch/frame exports', () => {
  expect(Object.keys(latchFrame).sort()).toMatchInlineSnapshot(`
    [
      "APP_MESSAGE_NAMES",
      "APP_MESSAGE_SCHEMAS",
      "APP_PAYLOADS",
      "APP_PREFIX",
      "DEFAULT_FRAME_ANCESTORS",
      "ERROR_PAYLOAD",
      "EVENT_PAYLOADS",
      "FRAME_EVENT_NAMES",
      "FRAME_ID",
      "FRAME_MESSAGE_SCHEMAS",
      "FRAME_PREFIX",
      "FRAME_Z_INDEX",
      "FrameTimeoutError",
      "MESSAGE_TYPES",
      "RPC_TEXTS",
      "SAFE_RPC_METHODS",
      "SOCIAL_PROVIDERS",
      "SUCCESS_PAYLOADS",
      "UNSAFE_RPC_METHODS",
      "appType",
      "createFrameClient",
      "createFrameDispatcher",
      "embeddedWallet",
      "errorPayload",
      "errorType",
      "eventType",
      "frameAddress",
      "frameReplyError",
      "isAllowedParentOrigin",
      "isDefaultFrameAncestor",
      "nameOf",
      "parseAppMessage",
      "parseFrameMessage",
      "providerErrorOf",
      "replyOf",
      "rpcMethodKind",
      "strictOriginSources",
      "successType",
    ]
  `)
})

test('@latch/frame/embedded exports', () => {
  expect(Object.keys(latchFrameEmbedded).sort()).toMatchInlineSnapshot(`
    [
      "embeddedWallet",
    ]
  `)
})
