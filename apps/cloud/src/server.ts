// Starts the cloud: database (migrated), HTTP server, and the indexer of every configured chain.
import { RPC_QUOTA_WINDOW_MS } from './rpc/routes.ts'
import cluster from 'node:cluster'
import { createApp } from './app.ts'
import { startIndexerLeader } from './chain/leader.ts'
import type { CloudConfig } from './config.ts'
import type { CloudContext } from './context.ts'
import { openDatabase } from './db/database.ts'
import { changesOf } from './db/changes.ts'
import { CACHE_LIMITS } from './cache/caches.ts'
import { createFastPath } from './http/fastPath.ts'
import { createHttpServer, listen } from './http/listen.ts'
import { pruneRates } from './limits/rateLimit.ts'
import { startAnalyticsRetention } from './analytics/retention.ts'
import { startBlockListFeed } from './blockList/feed.ts'
import { longestWindowMs, rateRules } from './limits/rules.ts'
import { findProject } from './projects/guard.ts'
import { attachRelay, type Relay } from './relay/relay.ts'
import { createReadiness } from './observe/health.ts'
import { configureLog } from './observe/logger.ts'
import { listenMetrics } from './observe/metricsRoutes.ts'
import { offerWorkerMetrics } from './observe/clusterMetrics.ts'
import { observeRelay } from './observe/relayGauges.ts'

export interface RunningCloud {
  url: string
  context: CloudContext
  /** the pairing relay on the same port */
  relay: Relay
  stop(): Promise<void>
}

export async function startCloud(config: CloudConfig): Promise<RunningCloud> {
  if (config.logLevel) configureLog(config.logLevel)
  const database = await openDatabase(config)
  const readiness = createReadiness(config.redisUrl)
  const context: CloudContext = { db: database.db, engine: database.engine, config, now: () => new Date(), readiness }
  const app = createApp(context)
  // one indexer across every process on this database (chain/leader.ts)
  const indexers = config.indexer ? startIndexerLeader(context) : { stop: async () => {} }
  const fastPath = createFastPath(changesOf(context.db), CACHE_LIMITS.responses)
  const server = createHttpServer(app.fetch, { fastPath })
  // the pairing relay shares the HTTP port: ws://<host>:<port>/relay. It is attached before the port is taken: a
  // worker started in a cluster gets connections as soon as it listens, and a relay socket must never get a 404
  const relay = await attachRelay(server, {
    projectKnown: async (projectId) => (await findProject(context, projectId)) !== undefined,
    redisUrl: config.redisUrl,
    redisPrefix: config.relay.redisPrefix,
    publicUrls: config.relay.publicUrls,
    maxConnectionsPerIp: config.relay.maxConnectionsPerIp,
    storage: config.relay.storage,
    trustProxy: config.trustProxy,
  })
  // a port already taken leaves nothing behind: what started above is stopped again
  await listen(server, { host: config.host, port: config.port }).catch(async (failure: unknown) => {
    await relay.close()
    await indexers.stop()
    await readiness.close()
    await database.close()
    throw failure
  })
  const unobserve = observeRelay(relay)
  const ownPort = config.metrics.enabled && config.metrics.port !== undefined
  // a worker's metrics go to the primary, which serves them all on the metrics port (cluster.ts)
  if (ownPort && cluster.isWorker) offerWorkerMetrics()
  const metricsServer =
    ownPort && !cluster.isWorker ? await listenMetrics(config.host, config.metrics.port!) : undefined
  // ended rate-limit windows are only space: each process drops them now and then
  // the RPC proxy's daily quota is a window of a day: it must outlive the rate rules' windows
  const longest = Math.max(longestWindowMs(rateRules(config.rateLimits)), RPC_QUOTA_WINDOW_MS)
  const pruner = setInterval(() => void pruneRates(context.db, Date.now(), longest).catch(() => undefined), 60_000)
  pruner.unref()
  const retention = startAnalyticsRetention(context)
  const feed = startBlockListFeed(context)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return {
    url: `http://${config.host}:${port}`,
    context,
    relay,
    async stop() {
      // /readyz says 503 first; for drainDelayMs the process still serves while load balancers take it out
      readiness.draining = true
      if (config.shutdown.drainDelayMs)
        await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainDelayMs))
      clearInterval(pruner)
      retention.stop()
      feed.stop()
      // no new connection from here on; the requests being answered finish
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // each relay socket is closed with 1001 (going away): its client reconnects to another process, and what was
      // published meanwhile waits in the store (Redis, or this process's memory without it)
      await relay.close()
      await indexers.stop()
      // close() ends the connections idle at that moment; one whose request was still being answered stays open
      // afterwards (keep-alive, 125 s): it is ended as soon as it is idle too, so stop() never waits on a client
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      // a request still running at the timeout is cut: the process must end
      const cut = setTimeout(() => server.closeAllConnections(), config.shutdown.timeoutMs)
      await closed
      clearInterval(sweep)
      clearTimeout(cut)
      unobserve()
      if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve))
      await readiness.close()
      await database.close()
    },
  }
}
