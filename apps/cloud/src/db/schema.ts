// The whole database type, composed of each feature's tables.
import type { AnalyticsTables } from '../analytics/schema.ts'
import type { AuthTables } from '../auth/schema.ts'
import type { CatalogueTables } from '../catalogue/schema.ts'
import type { ChainTables } from '../chain/schema.ts'
import type { LimitsTables } from '../limits/schema.ts'
import type { NamesTables } from '../names/schema.ts'
import type { ProjectsTables } from '../projects/schema.ts'
import type { SessionsTables } from '../sessions/schema.ts'
import type { DataCaptureTables } from '../dataCapture/schema.ts'
import type { ProjectSocialTables } from '../projectSocial/schema.ts'
import type { OnrampTables } from '../onramp/schema.ts'
import type { PaymasterTables } from '../paymaster/schema.ts'
import type { BlockListTables } from '../blockList/schema.ts'

/** migration 020: one row per cache topic (db/changes.ts) */
export interface CacheGenerationsTable {
  name: string
  generation: number | string
}

export interface Database
  extends ProjectsTables,
    CatalogueTables,
    AnalyticsTables,
    ChainTables,
    NamesTables,
    AuthTables,
    LimitsTables,
    SessionsTables,
    DataCaptureTables,
    ProjectSocialTables,
    OnrampTables,
    PaymasterTables,
    BlockListTables {
  cache_generations: CacheGenerationsTable
}
