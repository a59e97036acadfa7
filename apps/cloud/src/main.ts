// `latch-cloud` server entry: configuration from the environment; LATCH_CLOUD_WORKERS=N runs N processes (cluster.ts).
import { authSecretRefusal } from './auth/authSecret.ts'
import { isWorker, runPrimary, runServer } from './cluster.ts'
import { configFromEnv } from './config.ts'

const config = configFromEnv()
const refusal = authSecretRefusal(config)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
if (config.workers > 1 && !isWorker()) await runPrimary(config)
else await runServer(config, !isWorker())
