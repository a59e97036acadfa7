// The cloud under load, in its own process (run with the tsx loader: the cloud is TypeScript), so the load
// generator and the server do not share an event loop. Config comes as JSON in argv[2]; prints one line
// `READY <url>` once the demo project is seeded and the indexer has caught up with every chain's head;
// stops the cloud on SIGTERM or when the parent closes stdin (so it never outlives the bench).
import { cloudConfigSchema } from '../../../../apps/cloud/src/config.ts'
import { seedDemo } from '../../../../apps/cloud/src/seed.ts'
import { startCloud } from '../../../../apps/cloud/src/server.ts'

const CATCH_UP_TIMEOUT_MS = 30_000

const config = cloudConfigSchema.parse(JSON.parse(process.argv[2]))
const cloud = await startCloud(config)
let stopping
const stop = () => {
  stopping ??= cloud.stop().finally(() => process.exit(0))
  return stopping
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()

try {
  await seedDemo(cloud.context, { origins: ['http://127.0.0.1:*'] })
  await caughtUp()
  console.log(`READY ${cloud.url}`)
} catch (error) {
  console.error(`cloud setup failed: ${error?.message ?? error}`)
  await cloud.stop()
  process.exit(1)
}

/** every chain's stored cursor is at the node's head (nothing is mined during the bench, so it stays there) */
async function caughtUp() {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS
  for (const chain of config.chains) {
    const head = await blockNumber(chain.rpcUrl)
    for (;;) {
      const row = await cloud.context.db
        .selectFrom('chain_cursors')
        .select('block_number')
        .where('chain_id', '=', chain.chainId)
        .executeTakeFirst()
      if (row && Number(row.block_number) >= head) break
      if (Date.now() > deadline)
        throw new Error(`indexer of eip155:${chain.chainId} not at block ${head} after ${CATCH_UP_TIMEOUT_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function blockNumber(rpcUrl) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  const { result } = await response.json()
  return Number(result)
}
