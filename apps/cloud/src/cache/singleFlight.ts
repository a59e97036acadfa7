// Identical reads at the same moment share one: a request that arrives while the same read is under way gets its
// answer instead of starting another. Nothing outlives the read, so nothing is ever stale by more than its duration.
export function singleFlight<V>() {
  const running = new Map<string, Promise<V>>()
  return (key: string, read: () => Promise<V>): Promise<V> => {
    const current = running.get(key)
    if (current) return current
    const started = read().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}
