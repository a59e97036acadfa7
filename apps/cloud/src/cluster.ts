// LATCH_CLOUD_WORKERS=N: N cloud processes on one port (Node's cluster: the primary hands connections out). They share
// the database (PostgreSQL, or one SQLite file) and, with REDIS_URL, the relay's topics; a worker that dies is
// replaced, and its clients reconnect to the others meanwhile.
import cluster, { type Worker } from 'node:cluster'
import type { CloudConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { listenClusterMetrics } from './observe/clusterMetrics.ts'
import { log as logger } from './observe/logger.ts'
import { startCloud } from './server.ts'

const RESTART_DELAY_MS = 500
/** which worker runs the block indexer on SQLite (on PostgreSQL an advisory lock picks one anyway) */
const INDEXER_WORKER = '0'

export async function runPrimary(
  config: CloudConfig,
  log: (line: string) => void = (line) => logger.info(line),
): Promise<void> {
  // migrations once, before any worker opens the database
  await (await openDatabase(config)).close()
  let stopping = false
  let listening = 0
  const slots = new Map<Worker, string>()

  const fork = (slot: string) => {
    const worker = cluster.fork({
      LATCH_CLOUD_WORKER_SLOT: slot,
      LATCH_INDEXER: slot === INDEXER_WORKER && config.indexer ? 'on' : 'off',
    })
    slots.set(worker, slot)
  }
  cluster.on('listening', (_worker, address) => {
    if (++listening === config.workers) {
      const engine = config.databaseUrl ? 'postgres' : 'sqlite'
      log(`Latch cloud on http://${config.host}:${address.port} (${engine}, ${config.workers} workers)`)
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker) ?? String(slots.size)
    slots.delete(worker)
    if (stopping) return
    logger.error({ worker: worker.process.pid, exit: signal ?? code }, 'worker ended; starting another')
    setTimeout(() => fork(slot), RESTART_DELAY_MS)
  })
  for (let slot = 0; slot < config.workers; slot++) fork(String(slot))
  if (config.metrics.enabled && config.metrics.port !== undefined)
    await listenClusterMetrics(config.host, config.metrics.port)

  const stop = async () => {
    stopping = true
    const exits = [...slots.keys()].map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
    for (const worker of slots.keys()) worker.process.kill('SIGTERM')
    await Promise.all(exits)
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

/** one process serving the cloud; stops cleanly on SIGINT/SIGTERM */
export async function runServer(config: CloudConfig, announce: boolean): Promise<void> {
  const cloud = await startCloud(config)
  if (announce)
    logger.info(
      { url: cloud.url, engine: cloud.context.engine },
      `Latch cloud on ${cloud.url} (${cloud.context.engine})`,
    )
  let stopping: Promise<void> | undefined
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    logger.info({ signal }, 'draining: not ready, finishing requests and relay sockets')
    stopping = cloud
      .stop()
      .then(
        () => logger.info('stopped'),
        (error: unknown) => logger.error({ err: error }, 'stop failed'),
      )
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

export const isWorker = () => cluster.isWorker
