// Starts the cloud: database (migrated), HTTP server, and the indexer of every configured chain.
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { startIndexers } from './chain/indexer.ts'
import type { CloudConfig } from './config.ts'
import type { CloudContext } from './context.ts'
import { openDatabase } from './db/database.ts'
import { attachRelay } from './relay/relay.ts'

export interface RunningCloud {
  url: string
  context: CloudContext
  stop(): Promise<void>
}

export async function startCloud(config: CloudConfig): Promise<RunningCloud> {
  const database = await openDatabase(config)
  const context: CloudContext = { db: database.db, engine: database.engine, config, now: () => new Date() }
  const app = createApp(context)
  const indexers = config.indexer ? startIndexers(context) : { stop: async () => {} }
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(instance))
    instance.once('error', reject)
  })
  // the pairing relay shares the HTTP port: ws://<host>:<port>/relay
  const relay = await attachRelay(server as Server, { redisUrl: config.redisUrl })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return {
    url: `http://${config.host}:${port}`,
    context,
    async stop() {
      await indexers.stop()
      // open relay sockets would keep server.close() waiting
      await relay.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
    },
  }
}
