// Topics shared by several relay processes: messages in a Redis sorted set per topic (score = expiry, key TTL =
// the longest message TTL), publications on a Redis pub/sub channel per topic, acknowledgements in a hash per client.
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { Broker, OnPublication } from './broker.ts'
import { MAX_STORED_PER_TOPIC } from './broker.ts'
import type { RelayMessage } from './protocol.ts'

const storeKey = (topic: string) => `latch:relay:messages:${topic}`
const channel = (topic: string) => `latch:relay:topic:${topic}`
const ackKey = (clientKey: string) => `latch:relay:acked:${clientKey}`

// one round trip: store, stretch the key's TTL, publish; trimming (expired, overflow) every TRIM_EVERY publishes
const PUBLISH_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if ARGV[5] == '1' then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[6])
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -1 - tonumber(ARGV[4]))
end
redis.call('PUBLISH', KEYS[2], ARGV[7])
return 1`
const ACK_SCRIPT = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`
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
  const [publishSha, ackSha] = await Promise.all([client.scriptLoad(PUBLISH_SCRIPT), client.scriptLoad(ACK_SCRIPT)])
  let publishes = 0

  // EVALSHA keeps the script text off the wire; a Redis that lost its scripts (restart, flush) gets them again
  async function run(sha: string, script: string, keys: string[], args: string[]) {
    try {
      await client.sendCommand(['EVALSHA', sha, String(keys.length), ...keys, ...args])
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error
      await client.sendCommand(['EVAL', script, String(keys.length), ...keys, ...args])
    }
  }

  const receive = (raw: string) => {
    if (raw.slice(0, ORIGIN_LENGTH) === origin) return // this process delivered its own publications already
    try {
      onPublication(JSON.parse(raw.slice(ORIGIN_LENGTH)) as RelayMessage)
    } catch {
      // not ours: ignore
    }
  }

  return {
    async publish(message) {
      const time = now()
      const member = JSON.stringify(message)
      const trim = ++publishes % TRIM_EVERY === 0 ? '1' : '0'
      await run(publishSha, PUBLISH_SCRIPT, [storeKey(message.topic), channel(message.topic)], [
        String(message.expiresAt),
        member,
        String(Math.max(1, message.expiresAt - time)),
        String(MAX_STORED_PER_TOPIC),
        trim,
        String(time),
        origin + member,
      ])
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
    async listen(topic) {
      await subscriber.subscribe(channel(topic), receive)
    },
    async unlisten(topic) {
      await subscriber.unsubscribe(channel(topic))
    },
    async acknowledge(clientKey, key, expiresAt) {
      await run(ackSha, ACK_SCRIPT, [ackKey(clientKey)], [key, String(expiresAt), String(Math.max(1, expiresAt - now()))])
    },
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
      await Promise.allSettled([subscriber.quit(), client.quit()])
    },
  }
}
