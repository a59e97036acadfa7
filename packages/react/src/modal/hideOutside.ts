// While the modal is open the page behind it is inert and hidden from assistive technology, so only the
// dialog can be reached (aria-modal alone is not honoured everywhere). Returns the undo.
// The embedded wallet's frame is left alone: its approval card is part of the dialog while it shows.
import { afterPaint } from '@latch/core/internal'
import { isEmbeddedFrame } from './focusTrap.ts'

export function hideOutside(keep: Element): () => void {
  const changed: Element[] = []
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || sibling.hasAttribute('inert')) continue
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement || isEmbeddedFrame(sibling))
        continue
      sibling.setAttribute('aria-hidden', 'true')
      sibling.setAttribute('inert', '')
      changed.push(sibling)
    }
  }
  return () => {
    for (const element of changed) {
      element.removeAttribute('aria-hidden')
      element.removeAttribute('inert')
    }
  }
}

/**
 * hideOutside once the dialog has painted. The browser computes inertness as style, so marking the page inert restyles
 * all of it: in the opening's frame, on a large app, that held the dialog's first paint back. The dialog has focus and
 * its backdrop covers the page meanwhile. Returns the undo, which also cancels a hiding still to come.
 */
export function hideOutsideAfterPaint(keep: Element): () => void {
  let undo: (() => void) | undefined
  const cancel = afterPaint(() => {
    undo = hideOutside(keep)
  })
  return () => {
    cancel()
    undo?.()
  }
}
