// Focus trap of the dialog: Tab and Shift+Tab cycle through the focusable elements of the shadow root.
import { EMBEDDED_FRAME_ID } from '@latch/core/internal'

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** the index to focus after Tab (or Shift+Tab) from `current` (-1 when focus is outside the list) */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1
  if (current < 0) return backwards ? count - 1 : 0
  return backwards ? (current - 1 + count) % count : (current + 1) % count
}

export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
  )
}

/** the focused element, looking through shadow roots (document.activeElement stops at the host) */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** the embedded wallet's frame (SPEC §2 hidden frame): in document.body, outside the shadow root */
export const isEmbeddedFrame = (node: unknown): node is HTMLIFrameElement =>
  typeof node === 'object' &&
  node !== null &&
  (node as Element).tagName === 'IFRAME' &&
  (node as Element).id === EMBEDDED_FRAME_ID

/** the frame when it is laid out (shown over the ApproveTransaction slot) */
export function shownEmbeddedFrame(): HTMLIFrameElement | undefined {
  const frame = document.getElementById(EMBEDDED_FRAME_ID)
  return isEmbeddedFrame(frame) && frame.getClientRects().length > 0 ? frame : undefined
}
