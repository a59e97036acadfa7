// The closed dialog is rendered ahead of the press, hidden by Activity with `display: none`, and a hidden tree has no
// style or layout: the first opening would match its rules, resolve its fonts, shape its words and set up its
// animations in the press's own frame. Showing it for one forced layout while the page is idle does that work there;
// the browser keeps what it learned (matched rules, fonts, shaped words), and no frame is painted in between.
import { whenIdle } from '../idle.ts'

/** how many idle moments to wait for a view inside the hidden dialog (it commits at idle priority, after the shell) */
const TRIES = 5

/** each dialog's number of elements when it was last prepared: with no element added since, it is still prepared */
const preparedSize = new WeakMap<HTMLElement, number>()

/** shows `hidden` for one forced layout and hides it again exactly as it was; false when it was not hidden */
export function prepareReveal(hidden: HTMLElement): boolean {
  const { style } = hidden
  if (style.getPropertyValue('display') !== 'none') return false
  const priority = style.getPropertyPriority('display')
  style.removeProperty('display')
  try {
    void hidden.offsetHeight
  } finally {
    style.setProperty('display', 'none', priority)
  }
  return true
}

/**
 * Prepares the hidden dialog `find` returns once the page is idle and a view is rendered inside it, trying again at the
 * next idle moments while there is none yet; a dialog prepared before with as many elements is left alone. Returns a
 * cancel.
 */
export function prepareRevealWhenIdle(find: () => HTMLElement | null | undefined): () => void {
  let tries = 0
  let cancel: () => void
  const attempt = () => {
    const hidden = find()
    if (!hidden?.querySelector('.view > *')) {
      if (++tries < TRIES) cancel = whenIdle(attempt)
      return
    }
    const size = hidden.getElementsByTagName('*').length
    if (preparedSize.get(hidden) !== size && prepareReveal(hidden)) preparedSize.set(hidden, size)
  }
  cancel = whenIdle(attempt)
  return () => cancel()
}
