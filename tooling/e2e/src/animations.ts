// Records the Web Animations the modal's dialog runs from now on, by the CSS property they animate: they end within
// a few hundred milliseconds, too soon to be caught with getAnimations() afterwards.
import type { Page } from 'playwright-core'

export type AnimatedProperty = 'height' | 'transform'

/** starts recording; the returned function reads the durations (ms) recorded for `property` so far */
export async function recordDialogAnimations(page: Page): Promise<(property: AnimatedProperty) => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: { property: string; duration: number }[] = []
    Object.assign(window, { latchDialogAnimations: seen })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      if (this.getAttribute('role') === 'dialog' && Array.isArray(keyframes) && keyframes[0]) {
        const duration = Number(typeof options === 'number' ? options : options?.duration)
        for (const property of Object.keys(keyframes[0])) seen.push({ property, duration })
      }
      return animate.call(this, keyframes, options)
    }
  })
  return (property) =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { latchDialogAnimations: { property: string; duration: number }[] }).latchDialogAnimations
          .filter((entry) => entry.property === wanted)
          .map((entry) => entry.duration),
      property,
    )
}
