// `latch-cloud` server entry: configuration from the environment; LATCH_CLOUD_WORKERS=N runs N processes (cluster.ts).
import { isWorker, runPrimary, runServer } from './cluster.ts'
import { configFromEnv } from './config.ts'

const config = configFromEnv()
if (config.workers > 1 && !isWorker()) await runPrimary(config)
else await runServer(config, !isWorker())
