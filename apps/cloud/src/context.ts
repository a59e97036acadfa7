// What every feature of the cloud receives: its database, configuration and clock.
import type { Kysely } from 'kysely'
import type { CloudConfig } from './config.ts'
import type { Database } from './db/schema.ts'
import type { Engine } from './db/database.ts'
import type { createReadiness } from './observe/health.ts'

export interface CloudContext {
  db: Kysely<Database>
  engine: Engine
  config: CloudConfig
  now: () => Date
  /** the process's readiness (/readyz) when it serves; absent in-process (tests) */
  readiness?: ReturnType<typeof createReadiness>
}
