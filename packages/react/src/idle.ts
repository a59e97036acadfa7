// Work that can wait for the page: requestIdleCallback where the browser has it (Safari has not), a short timer where
// it has not.

/** runs `task` once the page is idle, at the latest after 2 s where idle callbacks exist; returns a cancel */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}
