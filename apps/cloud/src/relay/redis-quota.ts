// The storage quotas of relay processes that share one Redis: every process charges and releases in one Lua script
// on the same records, so the per-client and relay-wide limits hold for the whole deployment, not once per process.
// Records (under the relay's key prefix): `quota:charges`, a sorted set of unexpired charges by expiry; `quota:total`,
// the bytes of all; `quota:topics`, topic → unexpired charges; `quota:client:<address>`, that address's bytes (`#`) and
// its topics (`t:<topic>` → charges).
import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { closeRedisClients } from '../redis/closeClients.ts'
import { RPC_ERROR } from './protocol.ts'
import { MESSAGE_OVERHEAD_BYTES, QUOTA_TEXTS, type StorageLimits, type StorageQuota } from './quota.ts'
import { RpcError } from './topics.ts'

/** what one script run releases at most: the rest goes on the next charge or heartbeat, so no run blocks Redis long */
const RELEASE_BATCH = 1000

// KEYS: charges, total, topics. ARGV: client key prefix, now, then for a charge: client, topic, cost, expiry, member
// and the four limits. Replies {refusal or '', total bytes, total topics}.
const QUOTA_SCRIPT = `
local charges, total, topics = KEYS[1], KEYS[2], KEYS[3]
local clientPrefix, now = ARGV[1], tonumber(ARGV[2])
local function move(member, sign)
  local client, topic, cost = string.match(member, '^([^\\n]*)\\n([^\\n]*)\\n(%d+)\\n')
  if not client then return end
  cost = tonumber(cost)
  local clientKey = clientPrefix .. client
  redis.call('HINCRBY', total, '#', sign * cost)
  if redis.call('HINCRBY', topics, topic, sign) <= 0 then redis.call('HDEL', topics, topic) end
  local bytes = redis.call('HINCRBY', clientKey, '#', sign * cost)
  if redis.call('HINCRBY', clientKey, 't:' .. topic, sign) <= 0 then redis.call('HDEL', clientKey, 't:' .. topic) end
  if bytes <= 0 and redis.call('HLEN', clientKey) <= 1 then redis.call('DEL', clientKey) end
end
local expired = redis.call('ZRANGEBYSCORE', charges, '-inf', now, 'LIMIT', 0, ${RELEASE_BATCH})
for _, member in ipairs(expired) do move(member, -1) end
if #expired > 0 then redis.call('ZREM', charges, unpack(expired)) end
local refusal = ''
if ARGV[3] then
  local client, topic, cost, expiresAt, member = ARGV[3], ARGV[4], tonumber(ARGV[5]), ARGV[6], ARGV[7]
  local maxBytes, maxTopics, maxBytesPerClient, maxTopicsPerClient = tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11])
  local clientKey = clientPrefix .. client
  local clientBytes = tonumber(redis.call('HGET', clientKey, '#') or '0')
  local clientTopics = redis.call('HLEN', clientKey) - redis.call('HEXISTS', clientKey, '#')
  if clientBytes + cost > maxBytesPerClient then refusal = 'bytesPerClient'
  elseif tonumber(redis.call('HGET', total, '#') or '0') + cost > maxBytes then refusal = 'bytes'
  elseif redis.call('HEXISTS', clientKey, 't:' .. topic) == 0 and clientTopics >= maxTopicsPerClient then refusal = 'topicsPerClient'
  elseif redis.call('HEXISTS', topics, topic) == 0 and redis.call('HLEN', topics) >= maxTopics then refusal = 'topics'
  else
    redis.call('ZADD', charges, expiresAt, member)
    move(member, 1)
  end
end
return {refusal, tonumber(redis.call('HGET', total, '#') or '0'), redis.call('HLEN', topics)}`

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
  const keys = [`${prefix}:quota:charges`, `${prefix}:quota:total`, `${prefix}:quota:topics`]
  const clientPrefix = `${prefix}:quota:client:`
  let sha = await client.scriptLoad(QUOTA_SCRIPT)
  /** the deployment's totals as the last script run saw them */
  let held = { bytes: 0, topics: 0 }

  async function run(args: string[]): Promise<Refusal> {
    const command = () => client.sendCommand(['EVALSHA', sha, String(keys.length), ...keys, clientPrefix, ...args])
    let reply: unknown
    try {
      reply = await command()
    } catch (error) {
      // a restarted or flushed Redis forgot the script
      if (!String(error).includes('NOSCRIPT')) throw error
      sha = await client.scriptLoad(QUOTA_SCRIPT)
      reply = await command()
    }
    const [refusal, bytes, topics] = reply as [string, number, number]
    held = { bytes: Number(bytes), topics: Number(topics) }
    return refusal as Refusal
  }

  return {
    async charge(address, topic, bytes, expiresAt, time) {
      const cost = bytes + MESSAGE_OVERHEAD_BYTES
      const member = `${address}\n${topic}\n${cost}\n${randomUUID()}`
      const limitsArgs = [limits.maxBytes, limits.maxTopics, limits.maxBytesPerClient, limits.maxTopicsPerClient].map(
        String,
      )
      const refusal = await run([String(time), address, topic, String(cost), String(expiresAt), member, ...limitsArgs])
      if (refusal) throw new RpcError(RPC_ERROR.limitExceeded, QUOTA_TEXTS[refusal](limits[LIMIT_OF[refusal]]))
    },
    async release(time) {
      try {
        await run([String(time)])
      } catch (error) {
        log(`redis quota release: ${String(error)}`)
      }
    },
    stored: () => held,
    close: () => closeRedisClients([client]),
  }
}

const LIMIT_OF = {
  bytes: 'maxBytes',
  bytesPerClient: 'maxBytesPerClient',
  topics: 'maxTopics',
  topicsPerClient: 'maxTopicsPerClient',
} as const
