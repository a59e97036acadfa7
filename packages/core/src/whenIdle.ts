// Work that must not compete with the paint the visitor is waiting for.

/** after the current task and any pending paint: requestIdleCallback where there is one, at most a second later */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 })
  else setTimeout(run, 0)
}
