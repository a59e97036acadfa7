// Topics shared by several relay processes: each topic is a Redis stream holding its messages and the clients'
// acknowledgements of them (a key TTL a quarter over its longest message TTL), and each tick's publications go as
// one batch to every other relay process on its own pub/sub channel (each delivers what its own sockets subscribe
// to). One batch per tick instead of one message per topic channel, and none echoed to its publisher: measured, that
// is what lets two processes through Redis keep up with one (npm run bench, section relay); the cost is that every
// process parses every publication — fine for a handful.
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { closeRedisClients } from '../redis/closeClients.ts'
import type { Acknowledged, Broker, OnPublication } from './broker.ts'
import { MAX_STORED_PER_TOPIC } from './broker.ts'
import type { RelayMessage } from './protocol.ts'

// A stream, not a sorted set of messages plus a hash of acknowledgements per client: XADD appends where ZADD and
// HSET hash a ~0.7 KB member into ever larger tables, and a client's acknowledgement rides in the same entry as its
// answer on that topic (one command where there were two). Measured (npm run bench, relay): per message, Redis's CPU
// 14 → 11 µs, the relays' 65 → 56 µs. A new key name: a sorted set left by an older relay under the old one expires.
/** entry fields: one message (JSON), and acknowledgements on the topic ([client key, message hash] pairs, JSON) */
const MESSAGE = 'm'
const ACKS = 'a'
/** a topic keeps its newest entries (messages and acknowledgements): trimmed in whole stream nodes (MAXLEN ~) */
const MAX_ENTRIES_PER_TOPIC = 2 * MAX_STORED_PER_TOPIC
// under the deployment's prefix (default latch:relay): a topic's stream, the publications' channel and the set of
// relay processes alive on this Redis (each listens on `<channel>:<its id>`)
const keysOf = (prefix: string) => ({
  stream: (topic: string) => `${prefix}:topic:${topic}`,
  channel: `${prefix}:publications`,
  processes: `${prefix}:processes`,
})

// Each tick's writes go as plain commands in one pipeline (one write, Redis runs them in order): an XADD per topic
// written, now and then a TTL extension, then this script, which sends the tick's batch to every other relay process
// and drops one nobody listens for (its channel's subscriber count is 0). Measured against one script doing all of
// it: Redis's CPU per relayed message fell from 22 to 12 µs (Lua's string parsing and redis.call cost more than the
// commands themselves). KEYS: the channel prefix, the process set. ARGV: this process, the batch.
const FAN_OUT_SCRIPT = `
for _, process in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if process ~= ARGV[1] and redis.call('PUBLISH', KEYS[1] .. ':' .. process, ARGV[2]) == 0 then redis.call('SREM', KEYS[2], process) end
end
return 0`
/** how long acknowledgements wait to share a round trip when no publication is going out */
const ACK_DELAY_MS = 20
/** PEXPIRE's NX and GT came with Redis 7.0 */
const MIN_REDIS_MAJOR = 7
/** a bound on the keys whose expiry this process remembers (forgetting costs one PEXPIRE pair per key) */
const MAX_KNOWN_EXPIRIES = 100_000

export async function createRedisBroker(
  url: string,
  onPublication: OnPublication,
  log: (line: string) => void,
  { prefix = 'latch:relay', now = Date.now }: { prefix?: string; now?: () => number } = {},
): Promise<Broker> {
  const origin = randomUUID()
  const { stream: streamKey, channel: CHANNEL, processes: PROCESSES } = keysOf(prefix)
  // named, so an operator's CLIENT LIST tells which relay process holds which connection
  const client = createClient({ url, name: `latch-relay:${origin}` })
  const subscriber = client.duplicate({ name: `latch-relay-listener:${origin}` })
  // node-redis reconnects (and re-subscribes) by itself; an unhandled 'error' event would end the process
  client.on('error', (error: unknown) => log(`redis: ${String(error)}`))
  subscriber.on('error', (error: unknown) => log(`redis subscriber: ${String(error)}`))
  await Promise.all([client.connect(), subscriber.connect()])
  const version = /redis_version:(\d+)/.exec(await client.info('server'))?.[1]
  if (Number(version) < MIN_REDIS_MAJOR) {
    await Promise.allSettled([subscriber.quit(), client.quit()])
    throw new Error(
      `The relay needs Redis ${MIN_REDIS_MAJOR}.0 or newer (PEXPIRE NX/GT); ${url.replace(/\/\/[^@/]*@/, '//')} runs ${version ?? 'an unknown version'}`,
    )
  }
  const fanOutSha = await client.scriptLoad(FAN_OUT_SCRIPT)
  type Write = { message: RelayMessage } | { clientKey: string; acknowledged: Acknowledged }
  /** this tick's writes, and one promise for all of them: settled when the pipeline that carries them is answered */
  type Batch = { writes: Write[]; stored: Promise<void>; resolve: () => void; reject: (error: unknown) => void }
  let pending: Batch | undefined
  const openBatch = (): Batch => {
    let resolve = () => {}
    let reject = (_error: unknown) => {}
    const stored = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)))
    return { writes: [], stored, resolve, reject }
  }
  /** key → the expiry this process last gave it; a key whose expiry is far enough ahead is not touched again */
  const expiries = new Map<string, number>()
  client.on('ready', () => expiries.clear())

  /** keeps `key` until `expiresAt` at least: a quarter longer, so that it is extended now and then, not every write.
   * GT only ever lengthens a TTL the key has, and goes before the entries: a key about to expire would otherwise take
   * them with it between the XADD and the PEXPIRE. NX after them gives a key its first TTL (also one the XADD
   * created, the old one having expired or been flushed). No commands when the key is known to last long enough. */
  function keepUntil(key: string, expiresAt: number, time: number): { before: string[][]; after: string[][] } {
    if ((expiries.get(key) ?? 0) >= expiresAt) return { before: [], after: [] }
    const ttl = Math.max(1, expiresAt - time)
    const keep = String(ttl + Math.floor(ttl / 4))
    if (expiries.size >= MAX_KNOWN_EXPIRIES) expiries.clear()
    expiries.set(key, time + ttl + Math.floor(ttl / 4))
    return { before: [['PEXPIRE', key, keep, 'GT']], after: [['PEXPIRE', key, keep, 'NX']] }
  }

  /** one pipeline for everything this tick wrote: per topic, its messages and acknowledgements in as few entries */
  function flush(): Promise<void> {
    const batch = pending
    if (!batch) return Promise.resolve()
    pending = undefined
    const time = now()
    const byTopic = new Map<string, { messages: string[]; acks: [string, string][]; expiresAt: number }>()
    let members = ''
    for (const write of batch.writes) {
      const topic = 'message' in write ? write.message.topic : write.acknowledged.topic
      let entry = byTopic.get(topic)
      if (!entry) byTopic.set(topic, (entry = { messages: [], acks: [], expiresAt: 0 }))
      if ('message' in write) {
        const member = JSON.stringify(write.message)
        entry.messages.push(member)
        entry.expiresAt = Math.max(entry.expiresAt, write.message.expiresAt)
        members += members ? `,${member}` : member
      } else {
        entry.acks.push([write.clientKey, write.acknowledged.hash])
        entry.expiresAt = Math.max(entry.expiresAt, write.acknowledged.expiresAt)
      }
    }
    const commands: string[][] = []
    for (const [topic, { messages, acks, expiresAt }] of byTopic) {
      const key = streamKey(topic)
      const trim = ['XADD', key, 'MAXLEN', '~', String(MAX_ENTRIES_PER_TOPIC), '*']
      const ackField = acks.length ? [ACKS, JSON.stringify(acks)] : []
      const { before, after } = keepUntil(key, expiresAt, time)
      commands.push(...before)
      if (messages.length === 0) commands.push([...trim, ...ackField])
      messages.forEach((member, index) => commands.push([...trim, MESSAGE, member, ...(index === 0 ? ackField : [])]))
      commands.push(...after)
    }
    if (members) commands.push(['EVALSHA', fanOutSha, '2', CHANNEL, PROCESSES, origin, `[${members}]`])
    return pipeline(commands).then(batch.resolve, batch.reject)
  }

  // a Redis that lost its scripts (restart, flush) gets the fan-out again
  async function pipeline(commands: string[][]) {
    const multi = client.multi()
    for (const command of commands) multi.addCommand(command)
    try {
      await multi.execAsPipeline()
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error
      // only the fan-out, always last, can answer NOSCRIPT: the commands before it ran
      await client.scriptLoad(FAN_OUT_SCRIPT)
      await client.sendCommand(commands.at(-1)!)
    }
  }

  let scheduled: 'tick' | 'later' | undefined
  /** a publication goes out this tick (it is on the way to a subscriber); acknowledgements alone wait a few ms for
   * company (only the client's next reply waits for them) */
  function write(item: Write): Promise<void> {
    pending ??= openBatch()
    pending.writes.push(item)
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
    return pending.stored
  }

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
    async fetch(topic, clientKey) {
      const entries = (await client.sendCommand(['XRANGE', streamKey(topic), '-', '+'])) as [string, string[]][]
      const time = now()
      const messages: RelayMessage[] = []
      const acknowledged = new Set<string>()
      for (const [, fields] of entries) {
        for (let index = 0; index + 1 < fields.length; index += 2) {
          try {
            if (fields[index] === MESSAGE) {
              const message = JSON.parse(fields[index + 1]!) as RelayMessage
              if (message.expiresAt > time) messages.push(message)
            } else if (fields[index] === ACKS) {
              for (const [client, hash] of JSON.parse(fields[index + 1]!) as [string, string][])
                if (client === clientKey) acknowledged.add(hash)
            }
          } catch {
            // a foreign entry in our key: skip it rather than fail the subscribe
          }
        }
      }
      return { messages: messages.slice(-MAX_STORED_PER_TOPIC), acknowledged }
    },
    // every process hears every batch from its start: nothing to start or stop per topic
    async listen() {},
    async unlisten() {},
    acknowledge: (clientKey, acknowledged) => write({ clientKey, acknowledged }),
    async close() {
      // what the last tick wrote goes out before the connection closes (unless Redis is gone)
      await closeRedisClients([subscriber, client], async () => {
        await flush()
        await client.sRem(PROCESSES, origin)
      })
    },
  }
}
