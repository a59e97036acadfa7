// The dialog shakes for SPEC §9's modal shake (500 ms) when the visitor tries to close it while it may not close
// (sign-in required, R-2.13): Escape or a press on the backdrop is answered, not silently ignored.
import { MODAL_SHAKE_MS } from '@latch/core/internal'
import { animate } from './motion.ts'

const STEPS = ['0', '-8px', '8px', '-6px', '6px', '-3px', '0'].map((x) => ({ transform: `translateX(${x})` }))

export function shake(element: HTMLElement | null): void {
  if (element) animate(element, STEPS, MODAL_SHAKE_MS)
}
