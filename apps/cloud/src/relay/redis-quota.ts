// The storage quotas of relay processes that share one Redis: every process charges and releases in one Lua script
// on the same records, so the per-client and relay-wide limits hold for the whole deployment, not once per process.
// A process's charges of one tick go in one script run (in order, each refused or kept as if alone), and a client's
// messages on one topic that expire in the same second share one record: a record per second, not per message.
// Records (under the relay's key prefix, `quota:v2:`): `records`, a sorted set of `<address>\n<topic>\n<second>` by
// when it is released; `costs`, each record's bytes; `total`, the bytes of all; `topics`, topic → its records;
// `client:<address>`, that address's bytes (`#`) and its topics (`t:<topic>` → records).
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { closeRedisClients } from '../redis/closeClients.ts'
import { RPC_ERROR } from './protocol.ts'
import {
  chargeReleasedAt,
  MESSAGE_OVERHEAD_BYTES,
  QUOTA_TEXTS,
  type StorageLimits,
  type StorageQuota,
} from './quota.ts'
import { RpcError } from './topics.ts'

/** what one script run releases at most: the rest goes on the next charge or heartbeat, so no run blocks Redis long */
const RELEASE_BATCH = 1000
/** the fields of one charge in the script's arguments: address, topic, cost, when it is released */
const CHARGE_FIELDS = 4
/** what one script run charges at most */
const MAX_CHARGES_PER_RUN = 1000

// KEYS: records, costs, total, topics. ARGV: client key prefix, now, the four limits, then each charge's fields.
// Replies {refusals ('' where kept), total bytes, total topics}.
const QUOTA_SCRIPT = `
local records, costs, total, topics = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local clientPrefix, now = ARGV[1], tonumber(ARGV[2])
local maxBytes, maxTopics, maxBytesPerClient, maxTopicsPerClient = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local function releaseRecord(client, topic, bytes)
  local clientKey = clientPrefix .. client
  redis.call('HINCRBY', total, '#', -bytes)
  local clientBytes = redis.call('HINCRBY', clientKey, '#', -bytes)
  if redis.call('HINCRBY', topics, topic, -1) <= 0 then redis.call('HDEL', topics, topic) end
  if redis.call('HINCRBY', clientKey, 't:' .. topic, -1) <= 0 then redis.call('HDEL', clientKey, 't:' .. topic) end
  if clientBytes <= 0 and redis.call('HLEN', clientKey) <= 1 then redis.call('DEL', clientKey) end
end
local expired = redis.call('ZRANGEBYSCORE', records, '-inf', now, 'LIMIT', 0, ${RELEASE_BATCH})
for _, record in ipairs(expired) do
  local client, topic = string.match(record, '^([^\\n]*)\\n([^\\n]*)\\n')
  if client then releaseRecord(client, topic, tonumber(redis.call('HGET', costs, record) or '0')) end
end
if #expired > 0 then
  redis.call('ZREM', records, unpack(expired))
  redis.call('HDEL', costs, unpack(expired))
end
-- the charges: read once per client, topic and record, checked and added up here, written once at the end
local totalBytes = tonumber(redis.call('HGET', total, '#') or '0')
local topicCount = redis.call('HLEN', topics)
local clients, topicHeld, topicAdded, pending, order, totalAdded = {}, {}, {}, {}, {}, 0
local refusals = {}
for at = 7, #ARGV, ${CHARGE_FIELDS} do
  local client, topic, cost, releasedAt = ARGV[at], ARGV[at + 1], tonumber(ARGV[at + 2]), ARGV[at + 3]
  local clientKey = clientPrefix .. client
  local state = clients[clientKey]
  if not state then
    state = { bytes = tonumber(redis.call('HGET', clientKey, '#') or '0'), has = {}, added = 0, topicAdded = {} }
    state.topics = redis.call('HLEN', clientKey) - redis.call('HEXISTS', clientKey, '#')
    clients[clientKey] = state
  end
  if state.has[topic] == nil then state.has[topic] = redis.call('HEXISTS', clientKey, 't:' .. topic) == 1 end
  if topicHeld[topic] == nil then topicHeld[topic] = redis.call('HEXISTS', topics, topic) == 1 end
  local refusal = ''
  if state.bytes + cost > maxBytesPerClient then refusal = 'bytesPerClient'
  elseif totalBytes + cost > maxBytes then refusal = 'bytes'
  elseif not state.has[topic] and state.topics >= maxTopicsPerClient then refusal = 'topicsPerClient'
  elseif not topicHeld[topic] and topicCount >= maxTopics then refusal = 'topics'
  else
    local record = client .. '\\n' .. topic .. '\\n' .. releasedAt
    local charge = pending[record]
    if not charge then
      charge = { cost = 0, releasedAt = releasedAt, new = not redis.call('ZSCORE', records, record) }
      pending[record] = charge
      order[#order + 1] = record
      if charge.new then
        state.topicAdded[topic] = (state.topicAdded[topic] or 0) + 1
        topicAdded[topic] = (topicAdded[topic] or 0) + 1
        if not state.has[topic] then state.has[topic], state.topics = true, state.topics + 1 end
        if not topicHeld[topic] then topicHeld[topic], topicCount = true, topicCount + 1 end
      end
    end
    charge.cost = charge.cost + cost
    state.bytes, state.added = state.bytes + cost, state.added + cost
    totalBytes, totalAdded = totalBytes + cost, totalAdded + cost
  end
  refusals[#refusals + 1] = refusal
end
for _, record in ipairs(order) do
  local charge = pending[record]
  if charge.new then redis.call('ZADD', records, charge.releasedAt, record) end
  redis.call('HINCRBY', costs, record, charge.cost)
end
for clientKey, state in pairs(clients) do
  if state.added ~= 0 then redis.call('HINCRBY', clientKey, '#', state.added) end
  for topic, count in pairs(state.topicAdded) do redis.call('HINCRBY', clientKey, 't:' .. topic, count) end
end
for topic, count in pairs(topicAdded) do redis.call('HINCRBY', topics, topic, count) end
if totalAdded ~= 0 then redis.call('HINCRBY', total, '#', totalAdded) end
return {refusals, totalBytes, topicCount}`

type Refusal = '' | keyof typeof QUOTA_TEXTS

export interface RedisQuotaOptions {
  url: string
  limits: StorageLimits
  /** the deployment's key prefix (the broker's too): relays under one prefix share one quota */
  prefix: string
  log: (line: string) => void
}

export async function createRedisStorageQuota(
  options: RedisQuotaOptions,
): Promise<StorageQuota & { close(): Promise<void> }> {
  const { limits, prefix, log } = options
  const client = createClient({ url: options.url, name: `latch-relay-quota:${randomUUID()}` })
  // node-redis reconnects by itself; an unhandled 'error' event would end the process
  client.on('error', (error: unknown) => log(`redis quota: ${String(error)}`))
  await client.connect()
  const at = `${prefix}:quota:v2`
  const keys = [`${at}:records`, `${at}:costs`, `${at}:total`, `${at}:topics`]
  const clientPrefix = `${at}:client:`
  const limitsArgs = [limits.maxBytes, limits.maxTopics, limits.maxBytesPerClient, limits.maxTopicsPerClient].map(
    String,
  )
  let sha = await client.scriptLoad(QUOTA_SCRIPT)
  /** the deployment's totals as the last script run saw them */
  let held = { bytes: 0, topics: 0 }

  async function run(time: number, charges: string[]): Promise<Refusal[]> {
    const command = () =>
      client.sendCommand([
        'EVALSHA',
        sha,
        String(keys.length),
        ...keys,
        clientPrefix,
        String(time),
        ...limitsArgs,
        ...charges,
      ])
    let reply: unknown
    try {
      reply = await command()
    } catch (error) {
      // a restarted or flushed Redis forgot the script
      if (!String(error).includes('NOSCRIPT')) throw error
      sha = await client.scriptLoad(QUOTA_SCRIPT)
      reply = await command()
    }
    const [refusals, bytes, topics] = reply as [string[], number, number]
    held = { bytes: Number(bytes), topics: Number(topics) }
    return refusals as Refusal[]
  }

  type Waiting = { resolve: (refusal: Refusal) => void; reject: (error: unknown) => void }
  /** this tick's charges (their fields, flat) and who waits for each */
  let pending: { time: number; charges: string[]; waiting: Waiting[] } | undefined
  function flush(): Promise<void> {
    const batch = pending
    if (!batch) return Promise.resolve()
    pending = undefined
    const fail = (error: unknown) => {
      for (const waiting of batch.waiting) waiting.reject(error)
    }
    return run(batch.time, batch.charges).then((refusals) => {
      if (refusals.length !== batch.waiting.length) fail(new Error('redis quota: a refusal per charge was expected'))
      else batch.waiting.forEach((waiting, index) => waiting.resolve(refusals[index]!))
    }, fail)
  }

  return {
    async charge(address, topic, bytes, expiresAt, time) {
      const cost = bytes + MESSAGE_OVERHEAD_BYTES
      if (!pending) {
        pending = { time, charges: [], waiting: [] }
        setImmediate(() => void flush())
      }
      pending.time = Math.max(pending.time, time)
      pending.charges.push(address, topic, String(cost), String(chargeReleasedAt(expiresAt)))
      const batch = pending
      const answered = new Promise<Refusal>((resolve, reject) => batch.waiting.push({ resolve, reject }))
      // a burst goes in several runs (in order), so that no one run holds Redis long
      if (batch.waiting.length >= MAX_CHARGES_PER_RUN) void flush()
      const refusal = await answered
      if (refusal) throw new RpcError(RPC_ERROR.limitExceeded, QUOTA_TEXTS[refusal](limits[LIMIT_OF[refusal]]))
    },
    async release(time) {
      try {
        await run(time, [])
      } catch (error) {
        log(`redis quota release: ${String(error)}`)
      }
    },
    stored: () => held,
    // the charges of the last tick are answered before the connection closes (unless Redis is gone)
    close: () => closeRedisClients([client], flush),
  }
}

const LIMIT_OF = {
  bytes: 'maxBytes',
  bytesPerClient: 'maxBytesPerClient',
  topics: 'maxTopics',
  topicsPerClient: 'maxTopicsPerClient',
} as const
