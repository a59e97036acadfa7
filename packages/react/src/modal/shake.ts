// The dialog shakes for SPEC §9's modal shake (500 ms) when the visitor tries to close it while it may not close
// (sign-in required, R-2.13): Escape or a press on the backdrop is answered, not silently ignored.
import { constants } from '@latch/core'

const STEPS = ['0', '-8px', '8px', '-6px', '6px', '-3px', '0'].map((x) => ({ transform: `translateX(${x})` }))

export function shake(element: HTMLElement | null): void {
  if (!element || typeof element.animate !== 'function') return
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  element.animate(STEPS, { duration: constants.MODAL_SHAKE_MS, easing: 'ease-in-out' })
}
