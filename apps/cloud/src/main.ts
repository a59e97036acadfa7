// `latch-cloud` server entry: configuration from the environment.
import { authSecretRefusal } from './auth/authSecret.ts'
import { configFromEnv } from './config.ts'
import { startCloud } from './server.ts'

const config = configFromEnv()
const refusal = authSecretRefusal(config)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
const cloud = await startCloud(config)
console.log(`Latch cloud on ${cloud.url} (${cloud.context.engine})`)
const stop = async () => {
  await cloud.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
