// Configuration from the environment (and the CLI), validated: a bad value stops the start with a message.
import { z } from 'zod'
import { configErrorOf, parseJsonVariable } from './configError.ts'
import { rateLimitsConfigSchema } from './limits/rules.ts'
import { LOG_LEVELS } from './observe/logger.ts'

export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  /** the operator's upstream node; the RPC proxy and the indexer use it */
  rpcUrl: z.url(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  testnet: z.boolean().default(false),
  /** ERC-20 contracts whose balances the balance endpoint reports */
  tokens: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).default([]),
  /** a Uniswap V2 deployment the swap routes (/v1/convert/*) quote and build against; without it the chain has no swaps */
  dex: z
    .object({
      router: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      factory: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      weth: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      /** the ERC-20s offered for swaps, next to the native coin */
      tokens: z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/)).default([]),
    })
    .optional(),
  /** a VerifyingPaymaster (@account-abstraction/contracts 0.7.0) whose verifying signer is paymasterSignerKey: the cloud's
   * ERC-7677 route (/paymaster/v1/:chainId) signs for it; without it the chain has no sponsored gas */
  paymaster: z
    .object({
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      /** the EntryPoint it is bound to: v0.7's canonical address */
      entryPoint: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/)
        .default('0x0000000071727De22E5E9d8BAf0edAc6f37da032'),
      /** the most one sponsored operation may cost the deposit (wei, all its gas limits × maxFeePerGas): a bound on abuse */
      maxOperationCost: z
        .string()
        .regex(/^[0-9]{1,30}$/)
        .default('50000000000000000'),
      /** the most one project's operations may cost the deposit per UTC day (wei, each at its maximum cost): a bound on a drain */
      projectDailyBudget: z
        .string()
        .regex(/^[0-9]{1,24}$/, 'wei as at most 24 digits')
        .default('1000000000000000000'),
      /** the most one user's smart account may cost the deposit per UTC day within a project (wei): one signed-in user
       * cannot spend the project's whole day */
      userDailyBudget: z
        .string()
        .regex(/^[0-9]{1,24}$/, 'wei as at most 24 digits')
        .default('100000000000000000'),
    })
    .optional(),
})

export type ChainConfig = z.infer<typeof chainConfigSchema>

/** a Solana network whose balances the balance endpoint serves (SPEC §6: history and names stay EVM-only) */
export const solanaChainConfigSchema = z.object({
  /** `solana:<first 32 characters of the genesis hash>` */
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  name: z.string().min(1),
  rpcUrl: z.url(),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int() })
    .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  testnet: z.boolean().default(false),
  /** SPL mints always reported, with the symbol and name a mint does not keep on chain */
  tokens: z
    .array(
      z.object({
        mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
        symbol: z.string(),
        name: z.string(),
        decimals: z.number().int().min(0),
      }),
    )
    .default([]),
})

export type SolanaChainConfig = z.infer<typeof solanaChainConfigSchema>

/** where one-time codes are mailed; the defaults match the local mail catcher of `npm start` */
export const smtpConfigSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.coerce.number().int().min(1).max(65535).default(2525),
  from: z.string().default('Latch <no-reply@latch.localhost>'),
})

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** an OAuth 2 / OpenID Connect client: `issuer` (discovery + ID token) or explicit OAuth 2 endpoints + userinfo */
export const oidcProviderConfigSchema = z
  .object({
    issuer: z.url().optional(),
    authorizationEndpoint: z.url().optional(),
    tokenEndpoint: z.url().optional(),
    userinfoEndpoint: z.url().optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    redirectUri: z.url(),
    scope: z.string().optional(),
    tokenEndpointAuth: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  })
  .refine(
    (provider) =>
      provider.issuer || (provider.authorizationEndpoint && provider.tokenEndpoint && provider.userinfoEndpoint),
    {
      message: 'needs an issuer, or authorizationEndpoint, tokenEndpoint and userinfoEndpoint',
    },
  )

export type OidcProviderConfig = z.infer<typeof oidcProviderConfigSchema>

/** Farcaster's IdRegistry on Optimism (custodyOf(fid)) */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster: the relay, what the signed message must name (the frame's host and origin), the IdRegistry */
export const farcasterConfigSchema = z.object({
  relayUrl: z.url(),
  domain: z.string().min(1).max(253),
  siweUri: z.url(),
  idRegistry: z.object({
    rpcUrl: z.url(),
    address: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .default(ID_REGISTRY_ADDRESS),
  }),
})

export type FarcasterConfig = z.infer<typeof farcasterConfigSchema>

/** an onramp provider the cloud quotes and opens checkouts for (onramp/providers.ts makes each type) */
export const onrampProviderConfigSchema = z.object({
  /** the SANDBOX provider: a stand-in for a real one (a local checkout page paying devnet funds, tooling/devnet) */
  type: z.literal('sandbox'),
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  name: z.string().min(1).max(64),
  /** the provider's checkout page; the cloud sends the buyer there with a signed URL */
  checkoutUrl: z.url(),
  /** shared with the provider: signs checkout URLs (cloud) and completion callbacks (provider) */
  secret: z.string().min(16),
  /** SPEC R-9.33: a provider's fee is 1–2% of the payment */
  feePercent: z.number().min(1).max(2).default(1.5),
})

export type OnrampProviderConfig = z.infer<typeof onrampProviderConfigSchema>

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
  /** passkeys: the frame's own origin (the only origin a passkey answer may come from) and the relying party id,
   * by default that origin's host; without it the passkey endpoints refuse with PasskeysUnavailable */
  passkeys: z
    .object({
      origin: z.url().transform((url) => new URL(url).origin),
      rpId: z.string().min(1).max(253).optional(),
    })
    .transform(({ origin, rpId }) => ({ origin, rpId: rpId ?? new URL(origin).hostname }))
    .optional(),
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
  authLimits: z
    .object({
      windowMs: z
        .number()
        .int()
        .positive()
        .default(10 * 60_000),
      /** one-time-code checks per client address, and per project, in a window */
      codeGuessesPerIp: z.number().int().positive().default(30),
      codeGuessesPerProject: z.number().int().positive().default(3000),
      /** guesses at live codes of one email address, over all its login attempts, in a window */
      codeGuessesPerEmail: z.number().int().positive().default(20),
      /** wallet share releases per user, and per client address, in a window */
      keySharesPerUser: z.number().int().positive().default(60),
      keySharesPerIp: z.number().int().positive().default(300),
    })
    .prefault({}),
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
  relay: z
    .object({
      /** the relay URLs clients are given (wss://cloud.example/relay): a client's auth JWT must name one as `aud`;
       * without them the URL the client reached (Host header + path) is the audience */
      publicUrls: z.array(z.url()).default([]),
      /** open sockets per client address, per process (default: relay.ts) */
      maxConnectionsPerIp: z.coerce.number().int().positive().optional(),
      /** the relay's Redis keys begin with it (LATCH_RELAY_REDIS_PREFIX): two deployments on one Redis under different
       * prefixes share no topic and no quota; the processes of one deployment must use the same */
      redisPrefix: z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (1–64)')
        .default('latch:relay'),
      /** changes to the storage quotas of relay.ts (unexpired bytes and topics, per client address and in total) */
      storage: z
        .object({
          maxBytes: z.number().int().positive(),
          maxTopics: z.number().int().positive(),
          maxBytesPerClient: z.number().int().positive(),
          maxTopicsPerClient: z.number().int().positive(),
        })
        .partial()
        .default({}),
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
  })
  if (!result.success) throw configErrorOf(result.error)
  return result.data
}
