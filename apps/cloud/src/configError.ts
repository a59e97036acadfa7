// A configuration mistake as one line naming the environment variable and what is wrong with it
// (`LATCH_CHAINS[1].rpcUrl: not a URL`): the start stops with that line, never with a stack trace. No value is echoed,
// since the variable may hold a secret.
import type { z } from 'zod'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** the variable each top-level (or, for `smtp` and `relay`, second-level) configuration field is read from */
export const ENV_VARIABLES: Record<string, string> = {
  host: 'LATCH_CLOUD_HOST',
  port: 'LATCH_CLOUD_PORT',
  dataDir: 'LATCH_CLOUD_DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  adminToken: 'LATCH_ADMIN_TOKEN',
  chains: 'LATCH_CHAINS',
  solanaChains: 'LATCH_SOLANA_CHAINS',
  prices: 'LATCH_PRICES',
  indexer: 'LATCH_INDEXER',
  redisUrl: 'REDIS_URL',
  'smtp.host': 'LATCH_SMTP_HOST',
  'smtp.port': 'LATCH_SMTP_PORT',
  'smtp.from': 'LATCH_SMTP_FROM',
  oidcProviders: 'LATCH_OIDC_PROVIDERS',
  trustedIssuers: 'LATCH_TRUSTED_ISSUERS',
  rpcDailyQuota: 'LATCH_RPC_DAILY_QUOTA',
  farcaster: 'LATCH_FARCASTER',
  'passkeys.origin': 'LATCH_PASSKEY_ORIGIN',
  'passkeys.rpId': 'LATCH_PASSKEY_RP_ID',
  onrampProviders: 'LATCH_ONRAMP_PROVIDERS',
  authSecret: 'LATCH_AUTH_SECRET',
  previousAuthSecret: 'LATCH_AUTH_SECRET_PREVIOUS',
  logLevel: 'LATCH_LOG_LEVEL',
  'metrics.port': 'LATCH_METRICS_PORT',
  'readiness.maxIndexerLagBlocks': 'LATCH_READY_MAX_INDEXER_LAG',
  'shutdown.drainDelayMs': 'LATCH_DRAIN_DELAY_MS',
  'shutdown.timeoutMs': 'LATCH_SHUTDOWN_TIMEOUT_MS',
  analyticsRetentionDays: 'LATCH_ANALYTICS_RETENTION_DAYS',
  paymasterSignerKey: 'LATCH_PAYMASTER_SIGNER_KEY',
  rateLimits: 'LATCH_RATE_LIMITS',
  trustProxy: 'LATCH_TRUST_PROXY',
  publicUrl: 'LATCH_PUBLIC_URL',
  workers: 'LATCH_CLOUD_WORKERS',
  'relay.publicUrls': 'LATCH_RELAY_URLS',
  'relay.maxConnectionsPerIp': 'LATCH_RELAY_MAX_CONNECTIONS_PER_IP',
  'relay.storage': 'LATCH_RELAY_STORAGE',
  'relay.redisPrefix': 'LATCH_RELAY_REDIS_PREFIX',
  'blockListFeed.url': 'LATCH_BLOCK_LIST_FEED_URL',
  'blockListFeed.minutes': 'LATCH_BLOCK_LIST_FEED_MINUTES',
}

/** `chains`, 1, `rpcUrl` → `LATCH_CHAINS[1].rpcUrl` */
export function variablePath(path: readonly PropertyKey[]): string {
  const keys = path.map(String)
  const depth = ENV_VARIABLES[keys.slice(0, 2).join('.')] ? 2 : ENV_VARIABLES[keys[0] ?? ''] ? 1 : 0
  const head = depth ? ENV_VARIABLES[keys.slice(0, depth).join('.')]! : ''
  const tail = path
    .slice(depth)
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
  return head ? `${head}${tail}` : tail.replace(/^\./, '') || 'configuration'
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'not a URL'
  // issues carry no input (so none can leak into a log): zod's own message says what was received
  if (issue.code === 'invalid_type')
    return /received undefined$/.test(issue.message) ? 'missing' : `expected ${issue.expected}`
  if (issue.code === 'unrecognized_keys')
    return `unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}`
  return issue.message
}

/** every issue of a failed parse, on one line */
export function configErrorOf(error: z.ZodError): ConfigError {
  return new ConfigError(error.issues.map((issue) => `${variablePath(issue.path)}: ${describe(issue)}`).join('; '))
}

/** a JSON variable's value, or a ConfigError naming it (the parser's message could quote a secret: not repeated) */
export function parseJsonVariable(env: NodeJS.ProcessEnv, name: string): unknown {
  const text = env[name]
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ConfigError(`${name}: not valid JSON`)
  }
}
