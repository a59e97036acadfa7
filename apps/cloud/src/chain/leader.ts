// One block indexer for all the cloud processes on a database: on PostgreSQL the holder of an advisory lock (other
// machines wait and take over when it goes), on SQLite — one machine — the process the cluster chose.
import pg from 'pg'
import type { CloudContext } from '../context.ts'
import { startIndexers } from './indexer.ts'
import { log as logger } from '../observe/logger.ts'

/** the advisory lock's key: any fixed number the cloud uses for nothing else */
const INDEXER_LOCK = 74_616_301
const RETRY_MS = 5_000

export function startIndexerLeader(
  context: CloudContext,
  log: (line: string) => void = (line) => logger.warn({ component: 'indexer' }, line),
): { stop(): Promise<void> } {
  const url = context.config.databaseUrl
  if (!url) return startIndexers(context)
  let stopped = false
  let indexers: { stop(): Promise<void> } | undefined
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined

  const release = async () => {
    const running = indexers
    indexers = undefined
    await running?.stop()
    await client?.end().catch(() => undefined)
    client = undefined
  }

  const attempt = async () => {
    if (stopped) return
    try {
      client = new pg.Client({ connectionString: url })
      // the lock lives as long as this connection: a lost connection means another process may take over
      client.on('error', () => {
        void release().then(() => schedule())
      })
      await client.connect()
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        INDEXER_LOCK,
      ])
      if (rows[0]?.locked && !stopped) {
        indexers = startIndexers(context)
        return
      }
      await release()
    } catch (error) {
      log(`[indexer] lock: ${error instanceof Error ? error.message : String(error)}`)
      await release()
    }
    schedule()
  }
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void attempt(), RETRY_MS).unref()
  }
  void attempt()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await release()
    },
  }
}
