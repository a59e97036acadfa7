// `latch-cloud` server entry: configuration from the environment; LATCH_CLOUD_WORKERS=N runs N processes (cluster.ts).
// `--dev` lets a local run start without LATCH_AUTH_SECRET (authSecret.ts).
import { authSecretRefusal, servedAuthSecret } from './auth/authSecret.ts'
import { isWorker, runPrimary, runServer } from './cluster.ts'
import { configFromEnv } from './config.ts'

const dev = process.argv.slice(2).includes('--dev')
const refusal = authSecretRefusal(configFromEnv(), dev)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
const config = servedAuthSecret(configFromEnv(), dev)
if (config.workers > 1 && !isWorker()) await runPrimary(config)
else await runServer(config, !isWorker())
