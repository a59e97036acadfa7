// Starts the cloud: database (migrated), HTTP server, and the indexer of every configured chain.
import { RPC_QUOTA_WINDOW_MS } from './rpc/routes.ts'
import { createApp } from './app.ts'
import { startIndexerLeader } from './chain/leader.ts'
import type { CloudConfig } from './config.ts'
import type { CloudContext } from './context.ts'
import { openDatabase } from './db/database.ts'
import { changesOf } from './db/changes.ts'
import { CACHE_LIMITS } from './cache/caches.ts'
import { createFastPath } from './http/fastPath.ts'
import { listen } from './http/listen.ts'
import { pruneRates } from './limits/rateLimit.ts'
import { longestWindowMs, rateRules } from './limits/rules.ts'
import { findProject } from './projects/guard.ts'
import { attachRelay, type Relay } from './relay/relay.ts'

export interface RunningCloud {
  url: string
  context: CloudContext
  /** the pairing relay on the same port */
  relay: Relay
  stop(): Promise<void>
}

export async function startCloud(config: CloudConfig): Promise<RunningCloud> {
  const database = await openDatabase(config)
  const context: CloudContext = { db: database.db, engine: database.engine, config, now: () => new Date() }
  const app = createApp(context)
  // one indexer across every process on this database (chain/leader.ts)
  const indexers = config.indexer ? startIndexerLeader(context) : { stop: async () => {} }
  const fastPath = createFastPath(changesOf(context.db), CACHE_LIMITS.responses)
  const server = await listen(app.fetch, { host: config.host, port: config.port, fastPath })
  // the pairing relay shares the HTTP port: ws://<host>:<port>/relay
  const relay = await attachRelay(server, {
    projectKnown: async (projectId) => (await findProject(context, projectId)) !== undefined,
    redisUrl: config.redisUrl,
    publicUrls: config.relay.publicUrls,
    maxConnectionsPerIp: config.relay.maxConnectionsPerIp,
    storage: config.relay.storage,
    trustProxy: config.trustProxy,
  })
  // ended rate-limit windows are only space: each process drops them now and then
  // the RPC proxy's daily quota is a window of a day: it must outlive the rate rules' windows
  const longest = Math.max(longestWindowMs(rateRules(config.rateLimits)), RPC_QUOTA_WINDOW_MS)
  const pruner = setInterval(() => void pruneRates(context.db, Date.now(), longest).catch(() => undefined), 60_000)
  pruner.unref()
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return {
    url: `http://${config.host}:${port}`,
    context,
    relay,
    async stop() {
      clearInterval(pruner)
      await indexers.stop()
      // open relay sockets would keep server.close() waiting
      await relay.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // close() ends the connections idle at that moment; one whose request was still being answered stays open
      // afterwards (keep-alive, 125 s): it is ended as soon as it is idle too, so stop() never waits on a client
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      await closed
      clearInterval(sweep)
      await database.close()
    },
  }
}
