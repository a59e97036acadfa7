// Topics shared by several relay processes: messages in a Redis sorted set per topic (score = expiry, key TTL =
// the longest message TTL), publications on a Redis pub/sub channel per topic.
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { Broker, OnPublication } from './broker.ts'
import { MAX_STORED_PER_TOPIC } from './broker.ts'
import type { RelayMessage } from './protocol.ts'

const storeKey = (topic: string) => `latch:relay:messages:${topic}`
const channel = (topic: string) => `latch:relay:topic:${topic}`

// one round trip: store, drop expired and overflowing members, stretch the key's TTL, publish
const PUBLISH_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -1 - tonumber(ARGV[5]))
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
redis.call('PUBLISH', KEYS[2], ARGV[6])
return 1`

interface Envelope {
  origin: string
  message: RelayMessage
}

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

  const receive = (raw: string) => {
    let envelope: Envelope
    try {
      envelope = JSON.parse(raw) as Envelope
    } catch {
      return
    }
    // this process delivered its own publications already, without the round trip
    if (envelope.origin !== origin) onPublication(envelope.message)
  }

  return {
    async publish(message) {
      const time = now()
      await client.sendCommand([
        'EVAL',
        PUBLISH_SCRIPT,
        '2',
        storeKey(message.topic),
        channel(message.topic),
        String(message.expiresAt),
        JSON.stringify(message),
        String(time),
        String(Math.max(1, message.expiresAt - time)),
        String(MAX_STORED_PER_TOPIC),
        JSON.stringify({ origin, message } satisfies Envelope),
      ])
      onPublication(message)
    },
    async fetch(topic) {
      const members = (await client.sendCommand(['ZRANGE', storeKey(topic), `(${now()}`, '+inf', 'BYSCORE'])) as string[]
      const messages: RelayMessage[] = []
      for (const member of members) {
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
    async close() {
      await Promise.allSettled([subscriber.quit(), client.quit()])
    },
  }
}
