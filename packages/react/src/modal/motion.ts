// The modal's Web Animations (the height following a view, the shake): the stylesheet's reduced-motion rule does not
// reach animations started from script, so each one asks here first.
export function animate(element: HTMLElement, keyframes: Keyframe[], duration: number): Animation | undefined {
  if (typeof element.animate !== 'function' || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return undefined
  return element.animate(keyframes, { duration, easing: 'ease-out' })
}
