// A frame whose messages a feature extends (the sign-in fields, the preferred account type on GET_USER), with
// everything else — the other namespaces' RPC, the card's placement, the provider — passed through unchanged.
import type { EmbeddedFrame } from './types.ts'

/** `frame` with its `request` replaced by `request`; every other member is the frame's own */
export function withRequest(frame: EmbeddedFrame, request: EmbeddedFrame['request']): EmbeddedFrame {
  return {
    request,
    ...(frame.rpc ? { rpc: (asked) => frame.rpc!(asked) } : {}),
    abort: () => frame.abort(),
    show: (rect) => frame.show(rect),
    hide: () => frame.hide(),
    get provider() {
      return frame.provider
    },
  }
}
