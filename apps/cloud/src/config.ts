// Configuration from the environment (and the CLI), validated: a bad value stops the start with a message.
import { z } from 'zod'
import {
  authLimitsConfigSchema,
  farcasterConfigSchema,
  oidcProviderConfigSchema,
  passkeysConfigSchema,
  SOCIAL_PROVIDERS,
  smtpConfigSchema,
} from './authConfig.ts'
import { chainConfigSchema, solanaChainConfigSchema } from './chainConfig.ts'
import { configErrorOf, parseJsonVariable } from './configError.ts'
import { rateLimitsConfigSchema } from './limits/rules.ts'
import { LOG_LEVELS } from './observe/logger.ts'
import { onrampProviderConfigSchema } from './onrampConfig.ts'
import { relayConfigSchema } from './relayConfig.ts'

export {
  type FarcasterConfig,
  farcasterConfigSchema,
  ID_REGISTRY_ADDRESS,
  type OidcProviderConfig,
  oidcProviderConfigSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  smtpConfigSchema,
} from './authConfig.ts'
export { type ChainConfig, chainConfigSchema, type SolanaChainConfig, solanaChainConfigSchema } from './chainConfig.ts'
export { type OnrampProviderConfig, onrampProviderConfigSchema } from './onrampConfig.ts'

export const cloudConfigSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.coerce.number().int().min(0).max(65535).default(8787),
  /** folder of the SQLite file (created on first start) when no databaseUrl is set */
  dataDir: z.string().default('.data'),
  /** postgres://… selects PostgreSQL */
  databaseUrl: z.string().optional(),
  /** guards the admin API; without it the admin API is off */
  adminToken: z.string().min(16).optional(),
  chains: z.array(chainConfigSchema).default([]),
  solanaChains: z.array(solanaChainConfigSchema).default([]),
  /** USD prices by CAIP-19-ish key `eip155:<chainId>/<address|native>` until an operator plugs a price source */
  prices: z.record(z.string(), z.number().nonnegative()).default({}),
  /** run the block indexer for every configured chain */
  indexer: z.boolean().default(true),
  /** redis://… lets several cloud processes share the pairing relay's topics and stored messages */
  redisUrl: z.string().optional(),
  smtp: smtpConfigSchema.prefault({}),
  oidcProviders: z.partialRecord(z.enum(SOCIAL_PROVIDERS), oidcProviderConfigSchema).default({}),
  /** JSON-RPC calls a day per project through the proxy, unless the project has its own quota (dashboard) */
  rpcDailyQuota: z.coerce.number().int().positive().default(1_000_000),
  /** issuers (besides the operator's own providers') whose verified emails link a sign-in to an existing user */
  trustedIssuers: z.array(z.url()).default([]),
  /** without it the Farcaster sign-in endpoints answer 404 */
  farcaster: farcasterConfigSchema.optional(),
  /** passkeys: the frame's own origin and the relying party id (authConfig.ts); without it the passkey endpoints refuse
   * with PasskeysUnavailable */
  passkeys: passkeysConfigSchema.optional(),
  /** onramp providers (buy with a card); without any, the onramp routes list no options and quote nothing */
  onrampProviders: z.array(onrampProviderConfigSchema).default([]),
  /** keys the one-time-code hashes and the wallet shares; production refuses to start without it (main.ts) */
  authSecret: z.string().min(16).optional(),
  /** the secret LATCH_AUTH_SECRET replaced: still opens what it sealed until `latch-cloud rotate-secret` re-sealed it */
  previousAuthSecret: z.string().min(16).optional(),
  /** the paymasters' verifying signer (LATCH_PAYMASTER_SIGNER_KEY, a 32-byte hex key); without it no gas is sponsored */
  paymasterSignerKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte private key as 0x + 64 hex digits')
    .optional(),
  /** the auth service's rate limits, per window, counted in the database (every process shares them) */
  authLimits: authLimitsConfigSchema.prefault({}),
  /** changes to the request rate limits of limits/rules.ts */
  rateLimits: rateLimitsConfigSchema,
  /** proxies (load balancers) in front of the cloud whose X-Forwarded-For is trusted for the client's address */
  trustProxy: z.coerce.number().int().min(0).max(10).default(0),
  /** where people reach this cloud (links in mails); without it, the address it listens on */
  publicUrl: z.url().optional(),
  /** days raw analytics events are kept (LATCH_ANALYTICS_RETENTION_DAYS); the hourly rollups stay. Unset: kept */
  analyticsRetentionDays: z.coerce.number().int().min(1).max(36500).optional(),
  /** processes serving the port (Node cluster); 1 runs the server in this process */
  workers: z.coerce.number().int().min(1).max(64).default(1),
  /** the least severe log line written (LATCH_LOG_LEVEL); unset: info */
  logLevel: z.enum(LOG_LEVELS).optional(),
  /** GET /metrics (Prometheus): off unless LATCH_METRICS=1; LATCH_METRICS_PORT serves it on a port of its own instead */
  metrics: z
    .object({ enabled: z.boolean().default(false), port: z.coerce.number().int().min(0).max(65535).optional() })
    .prefault({}),
  /** /readyz fails when an indexed chain is more blocks than this behind its head (LATCH_READY_MAX_INDEXER_LAG) */
  readiness: z.object({ maxIndexerLagBlocks: z.coerce.number().int().min(0).default(64) }).prefault({}),
  /** on SIGTERM: how long /readyz answers 503 while still serving (LATCH_DRAIN_DELAY_MS, for a load balancer to
   * notice), then the most the in-flight requests get to finish (LATCH_SHUTDOWN_TIMEOUT_MS) before they are cut */
  shutdown: z
    .object({
      drainDelayMs: z.coerce.number().int().min(0).default(0),
      timeoutMs: z.coerce.number().int().positive().default(30_000),
    })
    .prefault({}),
  relay: relayConfigSchema.prefault({}),
  /** the block list feed the cloud imports for every project (blockList/feed.ts): operator configuration only */
  blockListFeed: z
    .object({
      url: z
        .url({ protocol: /^(https?|file)$/ })
        .max(2048)
        .optional(),
      minutes: z.coerce
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .default(60),
    })
    .prefault({}),
})

export type CloudConfig = z.infer<typeof cloudConfigSchema>

/** the configuration of the environment; a mistake throws one ConfigError naming each variable and what is wrong */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): CloudConfig {
  const result = cloudConfigSchema.safeParse({
    host: env.LATCH_CLOUD_HOST,
    port: env.LATCH_CLOUD_PORT,
    dataDir: env.LATCH_CLOUD_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    adminToken: env.LATCH_ADMIN_TOKEN,
    chains: parseJsonVariable(env, 'LATCH_CHAINS'),
    solanaChains: parseJsonVariable(env, 'LATCH_SOLANA_CHAINS'),
    prices: parseJsonVariable(env, 'LATCH_PRICES'),
    indexer: env.LATCH_INDEXER === undefined ? undefined : env.LATCH_INDEXER !== 'off',
    redisUrl: env.REDIS_URL || undefined,
    smtp: { host: env.LATCH_SMTP_HOST, port: env.LATCH_SMTP_PORT, from: env.LATCH_SMTP_FROM },
    oidcProviders: parseJsonVariable(env, 'LATCH_OIDC_PROVIDERS'),
    rpcDailyQuota: env.LATCH_RPC_DAILY_QUOTA || undefined,
    trustedIssuers: env.LATCH_TRUSTED_ISSUERS
      ? env.LATCH_TRUSTED_ISSUERS.split(',')
          .map((issuer) => issuer.trim())
          .filter(Boolean)
      : undefined,
    farcaster: parseJsonVariable(env, 'LATCH_FARCASTER'),
    passkeys: env.LATCH_PASSKEY_ORIGIN
      ? { origin: env.LATCH_PASSKEY_ORIGIN, rpId: env.LATCH_PASSKEY_RP_ID || undefined }
      : undefined,
    onrampProviders: parseJsonVariable(env, 'LATCH_ONRAMP_PROVIDERS'),
    authSecret: env.LATCH_AUTH_SECRET || undefined,
    paymasterSignerKey: env.LATCH_PAYMASTER_SIGNER_KEY || undefined,
    previousAuthSecret: env.LATCH_AUTH_SECRET_PREVIOUS || undefined,
    logLevel: env.LATCH_LOG_LEVEL || undefined,
    metrics: {
      enabled: env.LATCH_METRICS === '1' || Boolean(env.LATCH_METRICS_PORT),
      port: env.LATCH_METRICS_PORT || undefined,
    },
    readiness: { maxIndexerLagBlocks: env.LATCH_READY_MAX_INDEXER_LAG || undefined },
    shutdown: {
      drainDelayMs: env.LATCH_DRAIN_DELAY_MS || undefined,
      timeoutMs: env.LATCH_SHUTDOWN_TIMEOUT_MS || undefined,
    },
    rateLimits: parseJsonVariable(env, 'LATCH_RATE_LIMITS'),
    trustProxy: env.LATCH_TRUST_PROXY || undefined,
    publicUrl: env.LATCH_PUBLIC_URL || undefined,
    workers: env.LATCH_CLOUD_WORKERS || undefined,
    analyticsRetentionDays: env.LATCH_ANALYTICS_RETENTION_DAYS || undefined,
    relay: {
      publicUrls: env.LATCH_RELAY_URLS
        ? env.LATCH_RELAY_URLS.split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : undefined,
      maxConnectionsPerIp: env.LATCH_RELAY_MAX_CONNECTIONS_PER_IP || undefined,
      redisPrefix: env.LATCH_RELAY_REDIS_PREFIX || undefined,
      storage: parseJsonVariable(env, 'LATCH_RELAY_STORAGE'),
    },
    blockListFeed: {
      url: env.LATCH_BLOCK_LIST_FEED_URL || undefined,
      minutes: env.LATCH_BLOCK_LIST_FEED_MINUTES || undefined,
    },
  })
  if (!result.success) throw configErrorOf(result.error)
  return result.data
}
