// While the dialog is open: Escape closes, Tab is trapped inside, the page behind is inert, and on close
// focus returns to the opener.
import type { RefObject } from 'react'
import { useEffect, useLayoutEffect, useRef } from '../reactBindings.ts'
import { deepActiveElement, focusableIn, isEmbeddedFrame, nextFocusIndex, shownEmbeddedFrame } from './focusTrap.ts'
import { hideOutsideAfterPaint } from './hideOutside.ts'

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  options: { open: boolean; trap: boolean; onEscape: () => void; viewKey: string; withFrame?: boolean },
) {
  const { open, trap, onEscape, viewKey, withFrame = false } = options
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  const escape = useRef(onEscape)
  escape.current = onEscape

  // acts on open/close transitions only: Suspense may hide and re-show the dialog (re-running effects)
  // while it stays open, and that must neither forget nor restore the opener
  useLayoutEffect(() => {
    if (open && !wasOpen.current) {
      const active = deepActiveElement()
      const host = hostOf(dialog.current)
      opener.current = active instanceof HTMLElement && !host?.contains(active) ? active : null
      dialog.current?.focus({ preventScroll: true })
    } else if (!open && wasOpen.current) {
      const target = opener.current
      opener.current = null
      if (target?.isConnected) target.focus({ preventScroll: true })
    }
    wasOpen.current = open
  }, [open, dialog])

  useLayoutEffect(() => {
    const host = hostOf(dialog.current)
    if (open && trap && host) return hideOutsideAfterPaint(host)
  }, [open, trap, dialog])

  // a view change unmounts the focused button; keep focus inside instead of losing it to <body>
  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const root = element.getRootNode() as ShadowRoot | Document
    if (!root.activeElement || !element.contains(root.activeElement)) element.focus({ preventScroll: true })
  }, [open, viewKey, dialog])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const element = dialog.current
      if (!element) return
      // embedded (untrapped) dialogs only answer keys pressed inside them
      if (!trap && !event.composedPath().includes(element)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        escape.current()
        return
      }
      if (event.key !== 'Tab' || !trap) return
      const frame = withFrame ? shownEmbeddedFrame() : undefined
      const focusables = frame ? [...focusableIn(element), frame] : focusableIn(element)
      const root = element.getRootNode() as ShadowRoot | Document
      const current = focusables.indexOf(root.activeElement as HTMLElement)
      const next = focusables[nextFocusIndex(focusables.length, current, event.shiftKey)]
      event.preventDefault()
      ;(next ?? element).focus()
    }
    // focus that escapes (a script, an extension) is pulled back into the dialog
    const onFocusIn = (event: FocusEvent) => {
      const element = dialog.current
      const host = hostOf(element)
      // the embedded wallet's frame takes focus and clicks while its approval card shows
      if (isEmbeddedFrame(event.target)) return
      if (element?.isConnected && trap && event.target !== host && !element.contains(event.target as Node)) {
        element.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, trap, dialog, withFrame])
}

function hostOf(element: HTMLElement | null): Element | undefined {
  const root = element?.getRootNode()
  return root instanceof ShadowRoot ? root.host : undefined
}
