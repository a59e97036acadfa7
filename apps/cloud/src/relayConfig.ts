// The pairing relay's settings: the URLs clients are given, the sockets per client address, its Redis keys and its
// storage quotas. Apart from the rest of the configuration, they change with the relay.
import { z } from 'zod'

export const relayConfigSchema = z.object({
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
