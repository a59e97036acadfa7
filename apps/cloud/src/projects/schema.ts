// A project (SPEC §4 remote features, §5 allowed origins): who may use the services, and how.
import type { Generated } from 'kysely'

export const PLANS = ['basic', 'pro'] as const
export type Plan = (typeof PLANS)[number]

export interface ProjectsTable {
  id: string
  name: string
  /** JSON array of origin patterns, `*` wildcards allowed */
  allowed_origins: string
  plan: Plan
  /** JSON object: remote feature name → value (boolean, or a list for socials) */
  features: string
  /** 1 when the project accepts analytics events (GET /getAnalyticsConfig, POST /e) */
  analytics_enabled: Generated<number>
  /** migration 032: JSON { featured, recommended, excluded } wallet ids */
  wallet_lists?: string
  /** migration 035: JSON-RPC calls a day through the proxy; null: the operator's default */
  rpc_daily_quota?: number | string | null
  created_at: Generated<string>
}

export interface ProjectsTables {
  projects: ProjectsTable
}
