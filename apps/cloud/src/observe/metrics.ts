// What an operator scrapes (GET /metrics, Prometheus text format): the cloud's counters, kept in this process.
// Labels are bounded sets — a route's pattern, never its raw path; a rule's id, never a key or an address.
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

export const registry = new Registry()

export const httpRequests = new Counter({
  name: 'latch_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: 'latch_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const relayMessages = new Counter({
  name: 'latch_relay_messages_total',
  help: 'Relay messages published by clients (in) and pushed to subscribers (out)',
  labelNames: ['direction'] as const,
  registers: [registry],
})

export const rateLimitHits = new Counter({
  name: 'latch_rate_limit_hits_total',
  help: 'Requests refused by a rate limit, by rule',
  labelNames: ['rule'] as const,
  registers: [registry],
})

export const lockouts = new Counter({
  name: 'latch_lockouts_total',
  help: 'Lockouts: a one-time code ended by its last wrong guess, by rule',
  labelNames: ['rule'] as const,
  registers: [registry],
})

export const emailCodes = new Counter({
  name: 'latch_email_codes_total',
  help: 'One-time codes mailed (sent) or whose mail failed (failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const signIns = new Counter({
  name: 'latch_sign_ins_total',
  help: 'Sessions opened, by sign-in method',
  labelNames: ['method'] as const,
  registers: [registry],
})

export const paymasterSignatures = new Counter({
  name: 'latch_paymaster_signatures_total',
  help: 'Sponsorship signatures given by the paymaster, by chain',
  labelNames: ['chain_id'] as const,
  registers: [registry],
})

export const paymasterSpend = new Counter({
  name: 'latch_paymaster_spend_wei_total',
  help: 'Maximum cost (wei) of the operations the paymaster signed for, by chain',
  labelNames: ['chain_id'] as const,
  registers: [registry],
})

export const indexerLag = new Gauge({
  name: 'latch_indexer_lag_blocks',
  help: 'Blocks between the chain head and the last indexed block, by chain (processes running the indexer)',
  labelNames: ['chain_id'] as const,
  registers: [registry],
})

/** gauges read when scraped: each source registers a reader (the relay, the database pool) */
type Reader = () => number | undefined

function sampled(name: string, help: string) {
  const readers = new Set<Reader>()
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let total = 0
      for (const read of readers) total += read() ?? 0
      this.set(total)
    },
  })
  /** adds a reader; the returned function removes it (a stopped relay or closed pool counts no more) */
  return (read: Reader) => {
    readers.add(read)
    return () => void readers.delete(read)
  }
}

export const observeRelaySockets = sampled(
  'latch_relay_sockets_open',
  'Relay WebSocket connections open in this process',
)
export const observeRelaySubscriptions = sampled(
  'latch_relay_subscriptions',
  'Relay topic subscriptions of the open connections',
)
export const observeRelayStoredBytes = sampled(
  'latch_relay_stored_bytes',
  'Unexpired relay message bytes this process stored',
)
export const observePoolTotal = sampled('latch_db_pool_connections', 'PostgreSQL pool connections open (SQLite: none)')
export const observePoolIdle = sampled('latch_db_pool_idle_connections', 'PostgreSQL pool connections idle')
export const observePoolWaiting = sampled(
  'latch_db_pool_waiting_requests',
  'Queries waiting for a PostgreSQL pool connection',
)

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() }
}
