// Waits for a page to go quiet on the network, so a measurement starts from a settled page.

/**
 * starts counting the page's requests (its frames' included); the returned function resolves once none has been
 * in flight for `quietMs`, or after `timeoutMs` at most
 */
export function trackNetwork(page, { quietMs, timeoutMs, pollMs = 50 }) {
  let inFlight = 0
  let lastChange = performance.now()
  const change = (delta) => () => {
    inFlight += delta
    lastChange = performance.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async () => {
    const start = performance.now()
    while (performance.now() - start < timeoutMs) {
      if (inFlight <= 0 && performance.now() - lastChange >= quietMs) return
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }
}
