// The dialog's height follows its view over SPEC §9's modal height animation (150 ms) instead of jumping: when the
// card's natural height changes, it is animated from the old height to the new one (not under reduced motion).
import { constants } from '@latch/core'
import { type RefObject, useEffect } from 'react'
import { animate } from './motion.ts'

export function useHeightAnimation(card: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = card.current
    if (!open || !element || typeof ResizeObserver === 'undefined') return
    let last = element.offsetHeight
    let running: Animation | undefined
    const observer = new ResizeObserver(() => {
      // the animation itself resizes the card: its own steps are not changes of the content
      if (running) return
      const next = element.offsetHeight
      running =
        last > 0 && next > 0 && next !== last
          ? animate(element, [{ height: `${last}px` }, { height: `${next}px` }], constants.MODAL_HEIGHT_ANIMATION_MS)
          : undefined
      if (running) {
        const settle = () => {
          running = undefined
          last = element.offsetHeight
        }
        running.onfinish = settle
        running.oncancel = settle
      }
      last = next
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      running?.cancel()
    }
  }, [card, open])
}
