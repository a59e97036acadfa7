// What each page of the frame is served with: its headers and, for the wallet page, the <meta> configuration. One
// source for both ways of hosting it: the frame's own server (frameServer.ts, per request and project) and the static
// build an operator puts on any web server or CDN (static.ts, fixed at build time).
// No Cross-Origin-Opener-Policy: the social sign-in answer comes back through the popup's opener, which it would cut;
// no Cross-Origin-Embedder-Policy: the frame needs no cross-origin isolation.
import { CALLBACK_CSP, frameCsp } from './csp.ts'

export interface FramePageConfig {
  cloudUrl: string
  /** the strict origin sources that may embed the frame (the project's allowed origins) */
  allowedOrigins: readonly string[]
  /** ERC-4337 bundlers by EVM chain id */
  bundlers?: Readonly<Record<string, string>>
  /** production: only allowedOrigins may embed the frame, not SPEC §7's development defaults */
  production: boolean
  /** the hosts the frame may connect to besides its own: the cloud, RPC endpoints and bundlers */
  connect: readonly string[]
}

/** sent with every file */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // origin-keyed: a same-site page setting document.domain can never make itself this frame's origin
  'origin-agent-cluster': '?1',
}

/** the wallet page (index.html) */
export function walletPageHeaders(config: FramePageConfig): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'cache-control': 'no-store',
    'content-security-policy': frameCsp(config.allowedOrigins, {
      connect: config.connect,
      defaultAncestors: !config.production,
    }),
  }
}

/** any other page (the social callback): never framed */
export const OTHER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'cache-control': 'no-store',
  'content-security-policy': CALLBACK_CSP,
}

/** JSON inside a double-quoted attribute */
export function attributeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** the wallet page's HTML with its configuration <meta> (readFrameConfig reads it) */
export function walletPageHtml(html: string, config: FramePageConfig): string {
  const content = {
    cloudUrl: config.cloudUrl,
    allowedOrigins: config.allowedOrigins,
    ...(config.bundlers ? { bundlers: config.bundlers } : {}),
    ...(config.production ? { defaultAncestors: false } : {}),
  }
  return html.replace(/<head>/i, `<head>\n    <meta name="latch-frame-config" content="${attributeJson(content)}">`)
}
