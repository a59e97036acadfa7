// The frame server's per-project allowed origins: fetched from the cloud, kept for a while, and bounded:
// at most `max` projects, least recently used first out, each for `ttlMs`, so project ids made up by anyone who
// loads the frame cannot grow it without limit.
export interface OriginsCache {
  get(projectId: string, now: number): string[] | undefined
  set(projectId: string, origins: string[], now: number): void
  readonly size: number
}

export function createOriginsCache(options: { max: number; ttlMs: number }): OriginsCache {
  // a Map keeps insertion order: re-inserting on use makes its first key the least recently used
  const entries = new Map<string, { at: number; origins: string[] }>()
  return {
    get(projectId, now) {
      const hit = entries.get(projectId)
      if (!hit) return undefined
      entries.delete(projectId)
      if (now - hit.at >= options.ttlMs) return undefined
      entries.set(projectId, hit)
      return hit.origins
    },
    set(projectId, origins, now) {
      entries.delete(projectId)
      entries.set(projectId, { at: now, origins })
      while (entries.size > options.max) entries.delete(entries.keys().next().value!)
    },
    get size() {
      return entries.size
    },
  }
}
