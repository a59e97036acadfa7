// The dialog's height follows its view over SPEC §9's modal height animation (150 ms) instead of jumping: when the
// card's natural height changes, it is animated from the old height to the new one (not under reduced motion).
// While a pointer is pressed inside the card, the pressed element stays where it was pressed: rows that arrive
// meanwhile (balances, the catalogue, an announced wallet) would move it away, the release would land elsewhere and
// the click be lost. The card keeps its height and the body scrolls by what was added above the element; once the
// click is dispatched, the height follows again.
import { MODAL_HEIGHT_ANIMATION_MS } from '@latch/core/internal'
import type { RefObject } from 'react'
import { useEffect } from '../reactBindings.ts'
import { animate } from './motion.ts'

export function useHeightAnimation(card: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = card.current
    if (!open || !element || typeof ResizeObserver === 'undefined') return
    let last = element.offsetHeight
    let running: Animation | undefined
    let press: { stop(): void } | undefined
    let releasing: ReturnType<typeof setTimeout> | undefined
    const observer = new ResizeObserver(() => {
      // the animation itself resizes the card: its own steps are not changes of the content
      if (running || press) return
      const next = element.offsetHeight
      running =
        last > 0 && next > 0 && next !== last
          ? animate(element, [{ height: `${last}px` }, { height: `${next}px` }], MODAL_HEIGHT_ANIMATION_MS)
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
    const hold = (event: PointerEvent) => {
      clearTimeout(releasing)
      press?.stop()
      press = keepInPlace(element, event.target instanceof Element ? event.target : element)
      running?.cancel()
    }
    // after the press's click has been dispatched (it follows pointerup in the same task)
    const release = () => {
      if (!press) return
      clearTimeout(releasing)
      releasing = setTimeout(() => {
        last = element.offsetHeight
        press?.stop()
        press = undefined
      }, 0)
    }
    observer.observe(element)
    element.addEventListener('pointerdown', hold)
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
    return () => {
      observer.disconnect()
      running?.cancel()
      clearTimeout(releasing)
      press?.stop()
      element.removeEventListener('pointerdown', hold)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
    }
  }, [card, open])
}

/** holds `card`'s laid-out height (not the pop-in's scaled box) and keeps `pressed` at its place by scrolling the
 * card's body; `stop` lets go */
function keepInPlace(card: HTMLElement, pressed: Element): { stop(): void } {
  const body = card.querySelector<HTMLElement>('.body')
  card.style.height = `${card.offsetHeight}px`
  const top = pressed.getBoundingClientRect().top
  const settle = () => {
    if (body && pressed.isConnected) body.scrollTop += pressed.getBoundingClientRect().top - top
  }
  // a row added in a commit, or grown by its image after layout: both are put back before the frame paints
  const mutations = new MutationObserver(settle)
  mutations.observe(card, { childList: true, subtree: true, characterData: true })
  const sizes = new ResizeObserver(settle)
  for (const child of body?.children ?? []) sizes.observe(child)
  return {
    stop() {
      mutations.disconnect()
      sizes.disconnect()
      card.style.removeProperty('height')
    },
  }
}
