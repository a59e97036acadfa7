// `latch-cloud` server entry: configuration from the environment.
import { configFromEnv } from './config.ts'
import { startCloud } from './server.ts'

const cloud = await startCloud(configFromEnv())
console.log(`Latch cloud on ${cloud.url} (${cloud.context.engine})`)
const stop = async () => {
  await cloud.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
