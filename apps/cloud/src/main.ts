// `latch-cloud` server entry: configuration from the environment; LATCH_CLOUD_WORKERS=N runs N processes (cluster.ts).
// `--dev` lets a local run start without LATCH_AUTH_SECRET (authSecret.ts).
import { authSecretRefusal, servedAuthSecret } from './auth/authSecret.ts'
import { isWorker, runPrimary, runServer } from './cluster.ts'
import { type CloudConfig, configFromEnv } from './config.ts'
import { ConfigError } from './configError.ts'

const dev = process.argv.slice(2).includes('--dev')
let read: CloudConfig
try {
  read = configFromEnv()
} catch (error) {
  // a mistake in the configuration is the operator's to fix: one line naming the variable, no stack trace
  if (!(error instanceof ConfigError)) throw error
  console.error(`latch-cloud: ${error.message}`)
  process.exit(1)
}
const refusal = authSecretRefusal(read, dev)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
const config = servedAuthSecret(read, dev)
if (config.workers > 1 && !isWorker()) await runPrimary(config)
else await runServer(config, !isWorker())
