// Waiting on a condition the page cannot wait on by itself (one of two screens, a mail that has not come): asked again
// every few tens of milliseconds until true, and a clear error once the time is up. No test runner needed.

/** how often a condition is asked again */
const POLL_MS = 100

/** resolves once `check` is true; fails after `timeout` ms with "Waited … for `what`" */
export async function waitUntil(check: () => Promise<boolean>, timeout: number, what: string): Promise<void> {
  const deadline = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() >= deadline) throw new Error(`Waited ${timeout} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
