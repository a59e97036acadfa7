// What the admin API answers, checked before the dashboard shows it (a schema for every body).
import { z } from 'zod'

// the page's Content-Security-Policy allows no eval: zod parses without its generated (eval'd) fast path
z.config({ jitless: true })

export const PLANS = ['basic', 'pro'] as const
/** SPEC §6 default socials, in order (the cloud's list) */
export const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  allowedOrigins: z.array(z.string()),
  plan: z.enum(PLANS),
  features: z.record(z.string(), z.union([z.boolean(), z.array(z.string())])),
  isAnalyticsEnabled: z.boolean(),
  walletLists: z.object({
    featured: z.array(z.string()),
    recommended: z.array(z.string()),
    excluded: z.array(z.string()),
  }),
  /** JSON-RPC calls a day through the cloud's proxy; null: the operator's default */
  rpcDailyQuota: z.number().int().positive().nullable().optional(),
})
export type Project = z.infer<typeof projectSchema>

export const WALLET_PLACES = ['featured', 'recommended', 'excluded'] as const
export type WalletPlace = (typeof WALLET_PLACES)[number]
export type WalletLists = Project['walletLists']

export const projectListSchema = z.object({ data: z.array(projectSchema) })
export const deletedSchema = z.object({ deleted: z.string() })
export const originCheckSchema = z.object({ allowed: z.boolean(), pattern: z.string().nullable() })

const countRow = z.object({ bucket: z.string(), key: z.string(), count: z.number().int().nonnegative() })
export type CountRow = z.infer<typeof countRow>
export const RANGES = ['24h', '7d', '30d'] as const
export type Range = (typeof RANGES)[number]

export const analyticsSchema = z.object({
  range: z.enum(RANGES),
  bucket: z.enum(['hour', 'day']),
  from: z.string(),
  to: z.string(),
  buckets: z.array(z.string()),
  connections: z.object({
    total: z.number(),
    byWallet: z.array(countRow),
    byNetwork: z.array(countRow),
    byMethod: z.array(countRow),
  }),
  disconnects: z.object({ total: z.number(), rows: z.array(countRow) }),
  /** by method: email, each social provider, farcaster, siwx */
  signIns: z.object({ total: z.number(), rows: z.array(countRow) }),
  /** successful swaps by network (CAIP-2) */
  swaps: z.object({ total: z.number(), rows: z.array(countRow) }),
  /** completed onramp purchases by provider; amounts: what they cost in all, per fiat currency */
  onrampPurchases: z.object({
    total: z.number(),
    rows: z.array(countRow),
    amounts: z.array(z.object({ currency: z.string(), amount: z.string().regex(/^\d+\.\d{2}$/) })),
  }),
  errors: z.object({
    connectErrors: z.number(),
    connectAttempts: z.number(),
    share: z.number().min(0).max(1),
    top: z.array(z.object({ message: z.string(), count: z.number() })),
  }),
  health: z.array(z.object({ wallet: z.string(), platform: z.string(), failed: z.number(), stale: z.number() })),
  /** the approval card's warnings by code: shown, passed (approved after the second step), heeded (rejected) */
  warnings: z
    .array(z.object({ code: z.string(), shown: z.number(), passed: z.number(), heeded: z.number() }))
    .default([]),
})
export type AnalyticsSummary = z.infer<typeof analyticsSchema>

export const peopleSchema = z.object({
  count: z.number().int(),
  data: z.array(
    z.object({
      userId: z.string(),
      email: z.string().nullable(),
      providers: z.array(z.string()),
      lastSeen: z.string(),
      hasWallet: z.boolean(),
    }),
  ),
})
export type People = z.infer<typeof peopleSchema>

export const sessionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      email: z.string().nullable(),
      provider: z.string(),
      userName: z.string().nullable(),
      created: z.string(),
      expiresAt: z.string(),
    }),
  ),
})
export type Session = z.infer<typeof sessionsSchema>['data'][number]
export const revokedSchema = z.object({ revoked: z.string() })
/** DELETE /admin/users/:userId */
/** a user's sign-in methods as the admin API lists them: names and dates, never a key or credential */
export const userMethodsSchema = z.object({
  methods: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['email', 'passkey', 'social', 'wallet']),
      provider: z.string().optional(),
      name: z.string(),
      added: z.string().nullable(),
      lastUsed: z.string().nullable(),
    }),
  ),
  events: z
    .array(
      z.object({
        kind: z.string(),
        name: z.string(),
        action: z.enum(['link', 'unlink']),
        actor: z.enum(['user', 'operator']),
        at: z.string(),
      }),
    )
    .optional(),
})
export type UserMethods = z.infer<typeof userMethodsSchema>

export const userDeletedSchema = z.object({
  deleted: z.string(),
  hadWallet: z.boolean(),
  consequence: z.string().optional(),
})

/** emails wallet users confirmed through DataCapture (the cloud's /admin/projects/:id/captured-emails) */
export const capturedEmailSchema = z.object({ account: z.string(), email: z.string(), created: z.string() })
export type CapturedEmail = z.infer<typeof capturedEmailSchema>
export const capturedEmailsSchema = z.object({ data: z.array(capturedEmailSchema) })
export const emailDeletedSchema = z.object({ deleted: z.boolean() })

/** a sponsoring chain today: the project's signed operations' maximum costs against its daily budget (smallest units) */
const wei = z.string().regex(/^\d+$/)
/** budgetWei: what the project may spend a day there — its own (ownBudget) or the chain's default (defaultBudgetWei) */
const sponsorshipSchema = z.object({
  chainId: z.number(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  spentWei: wei,
  budgetWei: wei,
  defaultBudgetWei: wei,
  ownBudget: z.boolean(),
  targets: z.array(z.string()).default([]),
})
export type Sponsorship = z.infer<typeof sponsorshipSchema>
export const sponsorshipListSchema = z.object({ data: z.array(sponsorshipSchema) })

/** a project's own social-provider client (the cloud never sends the secret, only whether it is set) */
export const SOCIAL_CLIENT_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.object({
  provider: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  clientSecret: z.enum(['set', 'not set']),
})
export type SocialProviderSettings = z.infer<typeof socialProviderSchema>
export const socialProvidersSchema = z.object({ data: z.array(socialProviderSchema) })
export interface SocialProviderInput {
  issuer: string
  clientId: string
  redirectUri: string
  /** empty: the stored secret stays */
  clientSecret?: string
}

export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  homepage: z.string().nullable().optional(),
  hidden: z.boolean(),
})
export type Wallet = z.infer<typeof walletSchema>
export const walletPageSchema = z.object({ count: z.number().int(), data: z.array(walletSchema) })
export const imageStoredSchema = z.object({
  id: z.string(),
  image_id: z.string(),
  content_type: z.string(),
  bytes: z.number(),
})

export const errorSchema = z.object({ error: z.string() })

/** what the operator may write into a project (the cloud checks it again) */
export const projectInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Project id: letters, digits, _ or -, at most 64'),
  name: z.string().trim().min(1, 'Name is required').max(200),
})

/** the cloud's first figures (GET /admin/operations): this process's requests, 5xx answers and relay sockets since
 * `since`, and today's (UTC) sign-ins across every process */
export const operationsSchema = z.object({
  since: z.string(),
  requests: z.number().nonnegative(),
  errors: z.number().nonnegative(),
  relaySockets: z.number().nonnegative(),
  signInsToday: z.number().int().nonnegative(),
})
export type Operations = z.infer<typeof operationsSchema>

/** a block list: addresses (lower case) and host names (they block their subdomains too) */
export const blockListSchema = z.object({ addresses: z.array(z.string()), domains: z.array(z.string()) })
export type BlockList = z.infer<typeof blockListSchema>
/** the whole cloud's list, with the feed's last import in this cloud process (null: no feed configured) */
export const cloudBlockListSchema = blockListSchema.extend({
  feed: z
    .object({
      url: z.string(),
      lastImportAt: z.string().optional(),
      addresses: z.number().optional(),
      domains: z.number().optional(),
      lastErrorAt: z.string().optional(),
      lastError: z.object({ code: z.string(), message: z.string() }).optional(),
    })
    .nullable(),
})
export type CloudBlockList = z.infer<typeof cloudBlockListSchema>
