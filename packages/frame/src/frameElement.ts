// The embedded wallet's iframe element: the options it is loaded with, its address with the frame's query parameters,
// and the element itself (hidden, above the page, WebAuthn delegated to its origin). Apart from the request channel.
import { EMBEDDED_FRAME_ID } from '@latch/core/internal'
import type { FrameAlert } from './frameErrors.ts'
import type { EventPayload } from './payloads.ts'

/** The id of the embedded wallet's iframe element in the page. */
export const FRAME_ID = EMBEDDED_FRAME_ID
/** above any page content, including the modal (default z-index 999) */
export const FRAME_Z_INDEX = '2147483647'

/** Where the embedded wallet's frame is and what it is loaded with: the project, chain, RPC and SDK version. */
export interface FrameClientOptions {
  frameUrl: string
  projectId: string
  chainId?: string | number
  version: string
  enableLogger?: boolean
  rpcUrl?: string
  enableCloudAuthAccount?: boolean
  document?: Document
  window?: Window
  /** a frame alert to show (iframe_load_failed, iframe_request_timeout) */
  onAlert?: (alert: FrameAlert) => void
  /** the frame's session token changed */
  onSessionUpdate?: (payload: EventPayload<'SESSION_UPDATE'>) => void
}

/**
 * the frame address with the SPEC §2 query parameters
 *
 * @example
 * ```ts
 * frameAddress({ frameUrl: 'https://wallet.example.com/', projectId: 'p1', version: '1.0.0' })
 * // 'https://wallet.example.com/?projectId=p1&version=1.0.0&enableLogger=false'
 * ```
 */
export function frameAddress(options: FrameClientOptions): string {
  const url = new URL(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  if (options.chainId !== undefined) url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  if (options.rpcUrl) url.searchParams.set('rpcUrl', options.rpcUrl)
  if (options.enableCloudAuthAccount) url.searchParams.set('enableCloudAuthAccount', 'true')
  return url.href
}

/** the frame's iframe at `address`, added to the page hidden */
export function appendFrame(doc: Document, address: string, origin: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.id = FRAME_ID
  frame.src = address
  frame.title = 'Latch wallet'
  frame.setAttribute('aria-hidden', 'true')
  // WebAuthn in a cross-origin frame needs both features delegated; to the frame's own origin only
  frame.allow = `publickey-credentials-get ${origin}; publickey-credentials-create ${origin}`
  Object.assign(frame.style, { position: 'fixed', zIndex: FRAME_Z_INDEX, display: 'none', border: 'none' })
  doc.body.appendChild(frame)
  return frame
}
