// The PostgreSQL pool's use, read when /metrics is scraped (SQLite has no pool: one connection in the process).
import type { Pool } from 'pg'
import { observePoolIdle, observePoolTotal, observePoolWaiting } from './metrics.ts'

export function observePool(pool: Pool): () => void {
  const stops = [
    observePoolTotal(() => pool.totalCount),
    observePoolIdle(() => pool.idleCount),
    observePoolWaiting(() => pool.waitingCount),
  ]
  return () => stops.forEach((stop) => stop())
}
