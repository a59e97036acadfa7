// Topics shared by several relay processes: messages in a Redis sorted set per topic (score = expiry, key TTL =
// the longest message TTL), acknowledgements in a hash per client, and each tick's publications as one batch sent
// to every other relay process on its own pub/sub channel (each delivers what its own sockets subscribe to). One
// batch per tick instead of one message per topic channel, and none echoed to its publisher: measured, that is
// what lets two processes through Redis keep up with one (npm run bench, section relay); the cost is that every
// process parses every publication — fine for a handful.
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { Broker, OnPublication } from './broker.ts'
import { MAX_STORED_PER_TOPIC } from './broker.ts'
import type { RelayMessage } from './protocol.ts'

const storeKey = (topic: string) => `latch:relay:messages:${topic}`
const CHANNEL = 'latch:relay:publications'
/** the relay processes alive on this Redis: each listens on `${CHANNEL}:${id}` */
const PROCESSES = 'latch:relay:processes'
const ackKey = (clientKey: string) => `latch:relay:acked:${clientKey}`

// everything one tick wrote, in one round trip and few arguments (measured: node-redis's encoding of four arguments
// per message cost a quarter of a relay process). KEYS: the channel prefix, the process set. ARGV: this process, trim
// flag, now, max kept per topic, then the messages and the acknowledgements each packed as lines: (store key,
// expiry, TTL, member) per message, (hash key, delivery key, expiry, TTL) per acknowledgement. No field holds a
// newline: topics and did:keys are validated, delivery keys are topic:hash, JSON escapes control characters. The
// stores' keys travel in ARGV, which a standalone Redis allows (a Redis Cluster would not). Stored first, then the
// batch goes to every other process; one nobody listens for is gone (its channel's subscriber count is 0).
const FLUSH_SCRIPT = `
local members, n = {}, 0
for store, expiry, ttl, member in string.gmatch(ARGV[5], '([^\\n]*)\\n([^\\n]*)\\n([^\\n]*)\\n([^\\n]*)\\n') do
  redis.call('ZADD', store, expiry, member)
  if redis.call('PTTL', store) < tonumber(ttl) then redis.call('PEXPIRE', store, ttl) end
  if ARGV[2] == '1' then
    redis.call('ZREMRANGEBYSCORE', store, '-inf', ARGV[3])
    redis.call('ZREMRANGEBYRANK', store, 0, -1 - tonumber(ARGV[4]))
  end
  n = n + 1
  members[n] = member
end
for hash, key, expiry, ttl in string.gmatch(ARGV[6], '([^\\n]*)\\n([^\\n]*)\\n([^\\n]*)\\n([^\\n]*)\\n') do
  redis.call('HSET', hash, key, expiry)
  if redis.call('PTTL', hash) < tonumber(ttl) then redis.call('PEXPIRE', hash, ttl) end
end
if n > 0 then
  local batch = '[' .. table.concat(members, ',') .. ']'
  for _, process in ipairs(redis.call('SMEMBERS', KEYS[2])) do
    if process ~= ARGV[1] and redis.call('PUBLISH', KEYS[1] .. ':' .. process, batch) == 0 then redis.call('SREM', KEYS[2], process) end
  end
end
return n`
/** how long acknowledgements wait to share a round trip when no publication is going out */
const ACK_DELAY_MS = 20
/** a topic's expired and overflowing members go now and then, and always at fetch time (by score) */
const TRIM_EVERY = 64

export async function createRedisBroker(
  url: string,
  onPublication: OnPublication,
  log: (line: string) => void,
  now: () => number = Date.now,
): Promise<Broker> {
  const origin = randomUUID()
  // named, so an operator's CLIENT LIST tells which relay process holds which connection
  const client = createClient({ url, name: `latch-relay:${origin}` })
  const subscriber = client.duplicate({ name: `latch-relay-listener:${origin}` })
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
    let packedMessages = ''
    for (const message of messages) packedMessages += `${storeKey(message.topic)}\n${message.expiresAt}\n${Math.max(1, message.expiresAt - time)}\n${JSON.stringify(message)}\n`
    let packedAcks = ''
    for (const ack of acks) packedAcks += `${ackKey(ack.clientKey)}\n${ack.key}\n${ack.expiresAt}\n${Math.max(1, ack.expiresAt - time)}\n`
    const keys = [CHANNEL, PROCESSES]
    const args = [origin, trim, String(time), String(MAX_STORED_PER_TOPIC), packedMessages, packedAcks]
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
    let batch: RelayMessage[]
    try {
      batch = JSON.parse(raw) as RelayMessage[]
    } catch {
      return // not ours: ignore
    }
    if (Array.isArray(batch)) for (const message of batch) onPublication(message)
  }
  // listening before joining the set: a process in the set always hears its batches; after a lost connection
  // (a publisher may have dropped it from the set meanwhile) it joins again
  await subscriber.subscribe(`${CHANNEL}:${origin}`, receive)
  const join = () => client.sAdd(PROCESSES, origin)
  await join()
  subscriber.on('ready', () => void join().catch((error: unknown) => log(`redis: ${String(error)}`)))

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
      await client.sRem(PROCESSES, origin).catch(() => undefined)
      await Promise.allSettled([subscriber.quit(), client.quit()])
    },
  }
}
