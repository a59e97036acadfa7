// Clickjacking guard for the approval card: Approve works only once the card has been fully visible, and
// not covered by anything, for a moment. Chromium reports that with IntersectionObserver v2 (trackVisibility /
// isVisible, which is false when another element or an effect covers the card); elsewhere a short delay is all
// the frame can do.
export const ARM_MS = 600
/** the smallest delay IntersectionObserver v2 accepts with trackVisibility */
const OBSERVER_DELAY_MS = 100

export interface VisibilityGate {
  readonly armed: boolean
  /** the browser tells whether the card is covered (IntersectionObserver v2); without it a delay is all the gate is */
  readonly tracksVisibility: boolean
  stop(): void
}

/** the window's observer classes, which test environments may lack */
type ObserverGlobals = {
  IntersectionObserver?: typeof IntersectionObserver
  IntersectionObserverEntry?: typeof IntersectionObserverEntry
}

/**
 * `onChange` hears every change of `armed`; `onSeen` runs once the card is first laid out in view (a frame the page
 * has not shown yet can focus nothing); armMs 0 arms at once (the handler tests without a layout)
 */
export function visibilityGate(
  win: Window,
  target: HTMLElement,
  armMs: number,
  onChange: (armed: boolean) => void,
  onSeen?: () => void,
): VisibilityGate {
  let armed = false
  let timer: number | undefined
  const set = (next: boolean) => {
    if (armed === next) return
    armed = next
    onChange(next)
  }
  const arm = () => {
    win.clearTimeout(timer)
    timer = win.setTimeout(() => set(true), armMs)
  }
  const disarm = () => {
    win.clearTimeout(timer)
    set(false)
  }
  if (armMs === 0) {
    set(true)
    return { armed: true, tracksVisibility: true, stop() {} }
  }
  const { IntersectionObserver: Observer, IntersectionObserverEntry: Entry } = win as unknown as ObserverGlobals
  const tracksVisibility = !!Observer && !!Entry && 'isVisible' in Entry.prototype
  let observer: IntersectionObserver | undefined
  let seen: IntersectionObserver | undefined
  if (Observer && tracksVisibility) {
    const options = { threshold: [1], trackVisibility: true, delay: OBSERVER_DELAY_MS } as IntersectionObserverInit
    observer = new Observer((entries: IntersectionObserverEntry[]) => {
      const entry = entries[entries.length - 1] as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined
      // fully inside the viewport and nothing painted over it, no opacity or transform on the way up
      if (entry?.isVisible && entry.intersectionRatio >= 0.99) arm()
      else disarm()
    }, options)
    observer.observe(target)
  } else {
    arm()
  }
  if (Observer && onSeen) {
    seen = new Observer((entries: IntersectionObserverEntry[]) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      seen?.disconnect()
      onSeen()
    })
    seen.observe(target)
  }
  const doc = target.ownerDocument
  // a hidden tab or window starts the moment again; the observer reports changes only, and the card may look just as
  // it did before the tab was hidden, so it is observed afresh to report whether the card is visible now
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') disarm()
    else if (observer) {
      observer.unobserve(target)
      observer.observe(target)
    } else arm()
  }
  doc.addEventListener('visibilitychange', onVisibility)
  return {
    get armed() {
      return armed
    },
    tracksVisibility,
    stop() {
      win.clearTimeout(timer)
      observer?.disconnect()
      seen?.disconnect()
      doc.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
