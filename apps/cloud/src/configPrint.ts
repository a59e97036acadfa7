// `latch-cloud config --print`: the effective configuration (defaults filled in) with every secret masked, so an
// operator can paste it into a ticket. Secrets: the fields below, a URL's password, and an RPC URL's path and query
// (node providers put the API key there).
import type { CloudConfig } from './config.ts'

export const MASK = '***'
const SECRET_FIELDS = new Set([
  'adminToken',
  'authSecret',
  'previousAuthSecret',
  'paymasterSignerKey',
  'clientSecret',
  'secret',
])
const URL_FIELDS = new Set(['databaseUrl', 'redisUrl'])
const RPC_URL_FIELDS = new Set(['rpcUrl'])

function withoutPassword(text: string): string {
  try {
    const url = new URL(text)
    if (url.password) url.password = MASK
    return url.toString()
  } catch {
    return MASK
  }
}

function withoutPathAndQuery(text: string): string {
  try {
    const url = new URL(text)
    const hidden = url.pathname !== '/' || url.search !== '' || url.username !== ''
    return hidden ? `${url.protocol}//${url.host}/${MASK}` : url.origin
  } catch {
    return MASK
  }
}

function mask(value: unknown, key: string): unknown {
  if (value === undefined || value === null) return value
  if (SECRET_FIELDS.has(key)) return MASK
  if (typeof value === 'string' && URL_FIELDS.has(key)) return withoutPassword(value)
  if (typeof value === 'string' && RPC_URL_FIELDS.has(key)) return withoutPathAndQuery(value)
  if (Array.isArray(value)) return value.map((item) => mask(item, ''))
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, mask(item, inner)]))
  return value
}

export function maskedConfig(config: CloudConfig): Record<string, unknown> {
  return mask(config, '') as Record<string, unknown>
}
