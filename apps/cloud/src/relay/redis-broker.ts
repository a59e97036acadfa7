// Topics shared by several relay processes: messages in a Redis sorted set per topic (score = expiry, key TTL =
// the longest message TTL), acknowledgements in a hash per client, and each tick's publications as one batch on one
// pub/sub channel every relay process reads (it delivers what its own sockets subscribe to). One batch per tick
// instead of one message per topic channel: measured, it is what lets two processes through Redis keep up with one
// (npm run bench, section relay); the cost is that every process parses every publication — fine for a handful.
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { Broker, OnPublication } from './broker.ts'
import { MAX_STORED_PER_TOPIC } from './broker.ts'
import type { RelayMessage } from './protocol.ts'

const storeKey = (topic: string) => `latch:relay:messages:${topic}`
const CHANNEL = 'latch:relay:publications'
const ackKey = (clientKey: string) => `latch:relay:acked:${clientKey}`

// everything one tick wrote, in one round trip. KEYS: the n messages' topic stores, the acknowledging clients'
// hashes, the channel. ARGV: origin, trim flag, now, n, max kept per topic, then per message (expiry, member, TTL)
// and per acknowledgement (delivery key, expiry, TTL). Stored first, then the batch is published once.
const FLUSH_SCRIPT = `
local n = tonumber(ARGV[4])
local m = #KEYS - 1 - n
local members = {}
for i = 1, n do
  local store, base = KEYS[i], 6 + 3 * (i - 1)
  redis.call('ZADD', store, ARGV[base], ARGV[base + 1])
  if redis.call('PTTL', store) < tonumber(ARGV[base + 2]) then redis.call('PEXPIRE', store, ARGV[base + 2]) end
  if ARGV[2] == '1' then
    redis.call('ZREMRANGEBYSCORE', store, '-inf', ARGV[3])
    redis.call('ZREMRANGEBYRANK', store, 0, -1 - tonumber(ARGV[5]))
  end
  members[i] = ARGV[base + 1]
end
for j = 1, m do
  local hash, base = KEYS[n + j], 6 + 3 * n + 3 * (j - 1)
  redis.call('HSET', hash, ARGV[base], ARGV[base + 1])
  if redis.call('PTTL', hash) < tonumber(ARGV[base + 2]) then redis.call('PEXPIRE', hash, ARGV[base + 2]) end
end
if n > 0 then redis.call('PUBLISH', KEYS[#KEYS], ARGV[1] .. '[' .. table.concat(members, ',') .. ']') end
return n + m`
/** how long acknowledgements wait to share a round trip when no publication is going out */
const ACK_DELAY_MS = 20
/** a topic's expired and overflowing members go now and then, and always at fetch time (by score) */
const TRIM_EVERY = 64
/** the publishing process's id is the envelope's first part: it skips its own publications */
const ORIGIN_LENGTH = 36

export async function createRedisBroker(
  url: string,
  onPublication: OnPublication,
  log: (line: string) => void,
  now: () => number = Date.now,
): Promise<Broker> {
  const origin = randomUUID()
  const client = createClient({ url })
  const subscriber = client.duplicate()
  // node-redis reconnects (and re-subscribes) by itself; an unhandled 'error' event would end the process
  client.on('error', (error: unknown) => log(`redis: ${String(error)}`))
  subscriber.on('error', (error: unknown) => log(`redis subscriber: ${String(error)}`))
  await Promise.all([client.connect(), subscriber.connect()])
  const flushSha = await client.scriptLoad(FLUSH_SCRIPT)
  let publishes = 0

  // EVALSHA keeps the script text off the wire; a Redis that lost its scripts (restart, flush) gets them again
  async function run(keys: string[], args: string[]) {
    try {
      await client.sendCommand(['EVALSHA', flushSha, String(keys.length), ...keys, ...args])
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error
      await client.sendCommand(['EVAL', FLUSH_SCRIPT, String(keys.length), ...keys, ...args])
    }
  }

  type Write = { message: RelayMessage } | { clientKey: string; key: string; expiresAt: number }
  let writes: Write[] = []
  let waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []

  /** one script call for everything this tick wrote (publications and acknowledgements) */
  function flush(): Promise<void> {
    const [batch, done] = [writes, waiting]
    if (!batch.length) return Promise.resolve()
    writes = []
    waiting = []
    const time = now()
    const messages = batch.flatMap((write) => ('message' in write ? [write.message] : []))
    const acks = batch.flatMap((write) => ('message' in write ? [] : [write]))
    const trim = (publishes += messages.length) % TRIM_EVERY < messages.length ? '1' : '0'
    const keys = [...messages.map((message) => storeKey(message.topic)), ...acks.map((ack) => ackKey(ack.clientKey)), CHANNEL]
    const args = [origin, trim, String(time), String(messages.length), String(MAX_STORED_PER_TOPIC)]
    for (const message of messages) args.push(String(message.expiresAt), JSON.stringify(message), String(Math.max(1, message.expiresAt - time)))
    for (const ack of acks) args.push(ack.key, String(ack.expiresAt), String(Math.max(1, ack.expiresAt - time)))
    return run(keys, args).then(
      () => done.forEach((entry) => entry.resolve()),
      (error: unknown) => done.forEach((entry) => entry.reject(error)),
    )
  }

  let scheduled: 'tick' | 'later' | undefined
  /** a publication goes out this tick (it is on the way to a subscriber); acknowledgements alone wait a few ms for
   * company (only the client's next reply waits for them) */
  const write = (item: Write) =>
    new Promise<void>((resolve, reject) => {
      writes.push(item)
      waiting.push({ resolve, reject })
      if ('message' in item && scheduled !== 'tick') {
        scheduled = 'tick'
        setImmediate(() => {
          scheduled = undefined
          void flush()
        })
      } else if (!scheduled) {
        scheduled = 'later'
        setTimeout(() => {
          if (scheduled !== 'later') return
          scheduled = undefined
          void flush()
        }, ACK_DELAY_MS)
      }
    })

  const receive = (raw: string) => {
    if (raw.slice(0, ORIGIN_LENGTH) === origin) return // this process delivered its own publications already
    let batch: RelayMessage[]
    try {
      batch = JSON.parse(raw.slice(ORIGIN_LENGTH)) as RelayMessage[]
    } catch {
      return // not ours: ignore
    }
    if (Array.isArray(batch)) for (const message of batch) onPublication(message)
  }
  await subscriber.subscribe(CHANNEL, receive)

  return {
    async publish(message) {
      await write({ message })
      onPublication(message)
    },
    async fetch(topic) {
      const members = (await client.sendCommand(['ZRANGE', storeKey(topic), `(${now()}`, '+inf', 'BYSCORE'])) as string[]
      const messages: RelayMessage[] = []
      for (const member of members.slice(-MAX_STORED_PER_TOPIC)) {
        try {
          messages.push(JSON.parse(member) as RelayMessage)
        } catch {
          // a foreign member in our key: skip it rather than fail the subscribe
        }
      }
      return messages.sort((a, b) => a.publishedAt - b.publishedAt)
    },
    // every process hears every batch from its start: nothing to start or stop per topic
    async listen() {},
    async unlisten() {},
    acknowledge: (clientKey, key, expiresAt) => write({ clientKey, key, expiresAt }),
    async acknowledged(clientKey) {
      const entries = await client.hGetAll(ackKey(clientKey))
      const time = now()
      const keys = new Map<string, number>()
      const expired: string[] = []
      for (const [key, value] of Object.entries(entries)) {
        const expiresAt = Number(value)
        if (expiresAt > time) keys.set(key, expiresAt)
        else expired.push(key)
      }
      // a long-lived client's hash keeps living: its expired entries go when it is read (on a reconnect)
      if (expired.length) await client.hDel(ackKey(clientKey), expired)
      return keys
    },
    async close() {
      // what the last tick wrote goes out before the connection closes
      await flush()
      await Promise.allSettled([subscriber.quit(), client.quit()])
    },
  }
}
