// Polls a condition at an interval, up to a number of tries; false when the tries run out (SPEC §4).

export interface RetryParameters {
  condition: () => boolean | Promise<boolean>
  intervalMs: number
  maxRetries: number
}

export async function retry({ condition, intervalMs, maxRetries }: RetryParameters): Promise<boolean> {
  for (let attempt = 1; attempt <= maxRetries; attempt++) {
    if (await condition()) return true
    if (attempt < maxRetries) await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return false
}

/**
 * settles with the promise's value, or with undefined once ms have passed (e.g. the 3 s disconnect wait); a value that
 * comes after that goes to `onLate` (a wallet that was busy, not gone, answering a liveness check)
 */
export function waitAtMost<T>(promise: Promise<T>, ms: number, onLate?: (value: T) => void): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let late = false
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      late = true
      resolve(undefined)
    }, ms)
  })
  if (onLate)
    promise.then(
      (value) => late && onLate(value),
      () => undefined,
    )
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
