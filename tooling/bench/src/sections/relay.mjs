// Section "relay": messages/s and p99 delivery latency of the pairing relay with N concurrent pairs on loopback —
// one relay process, and (when Redis is at hand) the two sides of every pair on two relay processes sharing Redis.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../../devnet/src/ports.mjs'
import { measurePairs } from '../relay/pairs.mjs'
import { readyChild } from '../child.mjs'

const PAIRS = 50
const WARMUP_MS = 1000
const WINDOW_MS = 4000
/** rounds per topology (fewer with --runs N < 5): on 2 shared cores one round's ratio of the topologies spreads over
 * ±10 points, and the median of 5 is steadier than the median of 3 */
const MAX_ROUNDS = 5
/** untimed load on each topology before its first round: JIT warm-up of the relays and the Redis path */
const FIRST_WARMUP_MS = 2000
const READY_TIMEOUT_MS = 30_000
/** /proc/<pid>/stat counts CPU time in clock ticks: 100 per second on Linux */
const CLOCK_TICKS = 100
const REDIS_SERVER = '/usr/bin/redis-server'
// the bench's clients send ~1000 frames/s each; the production limit (100/s per connection) would measure the limiter
const BENCH_RATE_LIMIT = { burst: 100_000, perSecond: 100_000 }
const CHILD = fileURLToPath(new URL('../relay/relay-child.mjs', import.meta.url))

const ONE = 'one relay'
const TWO = 'two relays + Redis'

export const relaySection = {
  id: 'relay',
  title: `Relay: ${PAIRS} concurrent pairs exchanging published messages (loopback, raw WebSocket clients)`,

  /** @param {{ runs: number, workDir: string, log: (line: string) => void }} options */
  async run({ runs, workDir, log }) {
    const rounds = Math.min(runs, MAX_ROUNDS)
    const errors = []
    const notes = []
    const results = { [ONE]: [], [TWO]: [] }
    const stops = []
    const stopAll = async () => {
      for (const stop of stops.splice(0).reverse()) await stop()
    }
    // a bench killed by its time limit must not leave relays or redis behind
    const killOnExit = () => void stopAll()
    process.once('exit', killOnExit)
    try {
      let redisUrl = process.env.LATCH_BENCH_REDIS_URL
      let redis
      if (!redisUrl && existsSync(REDIS_SERVER)) {
        mkdirSync(workDir, { recursive: true })
        redis = await startRedis(workDir)
        stops.push(redis.stop)
        redisUrl = redis.url
      }
      if (!redisUrl)
        notes.push(
          `"${TWO}" not measured: no ${REDIS_SERVER} (apt-get install -y redis-server) and no LATCH_BENCH_REDIS_URL`,
        )

      const single = await startRelayProcess({ rateLimit: BENCH_RATE_LIMIT })
      stops.push(single.stop)
      const topologies = [{ name: ONE, relayUrls: [single.url, single.url], relayPids: [single.pid] }]
      if (redisUrl) {
        const [a, b] = await Promise.all([
          startRelayProcess({ redisUrl, rateLimit: BENCH_RATE_LIMIT }),
          startRelayProcess({ redisUrl, rateLimit: BENCH_RATE_LIMIT }),
        ])
        stops.push(a.stop, b.stop)
        topologies.push({ name: TWO, relayUrls: [a.url, b.url], relayPids: [a.pid, b.pid], redisPid: redis?.pid })
      }
      for (const topology of topologies) {
        const warmup = await measurePairs({
          relayUrls: topology.relayUrls,
          pairs: PAIRS,
          warmupMs: FIRST_WARMUP_MS,
          durationMs: 0,
        })
        if (warmup.errors)
          errors.push(`${topology.name} warm-up: ${warmup.errors} JSON-RPC errors (${warmup.errorSamples.join('; ')})`)
      }
      for (let round = 0; round < rounds; round++) {
        for (const topology of topologies) {
          const cpuBefore = cpuOf(topology)
          const loadBefore = process.cpuUsage()
          const result = await measurePairs({
            relayUrls: topology.relayUrls,
            pairs: PAIRS,
            warmupMs: WARMUP_MS,
            durationMs: WINDOW_MS,
          })
          const load = process.cpuUsage(loadBefore)
          const cpuAfter = cpuOf(topology)
          // CPU per delivered message over the whole round (warm-up included), from the kernel's count per process
          result.relayCpu = (1000 * (cpuAfter.relays - cpuBefore.relays)) / result.delivered
          result.redisCpu = topology.redisPid
            ? (1000 * (cpuAfter.redis - cpuBefore.redis)) / result.delivered
            : Number.NaN
          // the clients run in this process: what they cost shares the same two cores
          result.loadCpu = (load.user + load.system) / result.delivered
          if (result.errors)
            errors.push(
              `${topology.name} round ${round + 1}: ${result.errors} JSON-RPC errors (${result.errorSamples.join('; ')})`,
            )
          if (result.duplicates)
            errors.push(`${topology.name} round ${round + 1}: ${result.duplicates} messages delivered twice`)
          // everything published was delivered, except what was still in flight when the clients stopped
          const lost = result.published - result.delivered
          if (lost > PAIRS * 2)
            errors.push(`${topology.name} round ${round + 1}: ${lost} of ${result.published} messages not delivered`)
          results[topology.name].push(result)
          log(
            `${topology.name} round ${round + 1}/${rounds}: ${result.perSecond.toFixed(0)} msg/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms`,
          )
        }
      }
    } catch (error) {
      errors.push(firstLine(error))
      log(firstLine(error))
    } finally {
      await stopAll()
      process.off('exit', killOnExit)
    }
    for (const [name, list] of Object.entries(results)) {
      if (list.length)
        notes.push(
          `${name}: messages delivered in the windows, per round: ${list.map((result) => result.messages).join('/')}`,
        )
    }
    return { method: methodOf(rounds), metrics: metricsOf(results), errors, notes, details: [] }
  },
}

/** CPU milliseconds used so far by the topology's relay processes and its Redis (NaN where /proc cannot tell, or for
 * a Redis the bench did not start: LATCH_BENCH_REDIS_URL) */
function cpuOf(topology) {
  const ms = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
    } catch {
      return Number.NaN
    }
  }
  return {
    relays: topology.relayPids.reduce((sum, pid) => sum + ms(pid), 0),
    redis: topology.redisPid ? ms(topology.redisPid) : Number.NaN,
  }
}

function metricsOf(results) {
  const sampleOf = (pick) =>
    Object.fromEntries(Object.entries(results).map(([name, list]) => [name, list.map(pick).filter(Number.isFinite)]))
  // per round: two relays through Redis against the one relay measured just before them
  const shared = results[TWO]
    .map((result, round) => (100 * result.perSecond) / results[ONE][round]?.perSecond)
    .filter(Number.isFinite)
  return [
    {
      id: 'relayMessagesPerSecond',
      label: 'messages delivered',
      unit: 'msg/s',
      digits: 0,
      samples: sampleOf((result) => result.perSecond),
      reference: 'one relay ~4,800',
      // goal for one relay process with 50 pairs
      budget: { subject: ONE, min: 10_000 },
    },
    {
      id: 'relayCpu',
      label: "relay processes' CPU per message",
      unit: 'µs',
      digits: 1,
      samples: sampleOf((result) => result.relayCpu),
      reference: '—',
    },
    {
      id: 'redisCpu',
      label: "Redis's CPU per message",
      unit: 'µs',
      digits: 1,
      samples: { [TWO]: results[TWO].map((result) => result.redisCpu).filter(Number.isFinite) },
      reference: '22 before the pipeline, 14 before the streams (2026-11-24)',
    },
    {
      id: 'relayLoadCpu',
      label: "the clients' CPU per message",
      unit: 'µs',
      digits: 1,
      samples: sampleOf((result) => result.loadCpu),
      reference: '—',
    },
    {
      id: 'relayP50',
      label: 'delivery latency p50',
      unit: 'ms',
      digits: 2,
      samples: sampleOf((result) => result.p50),
      reference: '—',
    },
    {
      id: 'relayP99',
      label: 'delivery latency p99',
      unit: 'ms',
      digits: 2,
      samples: sampleOf((result) => result.p99),
      reference: '—',
      budget: { subject: ONE, max: 50 },
    },
    {
      id: 'relaySharedRatio',
      label: 'two relays + Redis ÷ one relay',
      unit: '%',
      digits: 0,
      samples: { [TWO]: shared },
      reference: '—',
      budget: { subject: TWO, min: 70 },
    },
  ]
}

function methodOf(rounds) {
  return [
    `${PAIRS} pairs = ${PAIRS * 2} WebSocket clients (ws, no compression) in the bench process; each pair has its own topic, both sides subscribe; both start with one irn_publish (~0.5 KB payload, the size of an encrypted request) and whoever receives an irn_subscription answers it {result:true} and publishes the next: 2 messages in flight per pair (closed loop)`,
    `msg/s = deliveries of messages published inside the window and received before its end / ${WINDOW_MS / 1000} s, after ${FIRST_WARMUP_MS / 1000} s of untimed load per topology before the first round and ${WARMUP_MS / 1000} s warm-up per round; latency: irn_publish sent → irn_subscription received, nearest rank; ${rounds} round(s) per topology`,
    `relay: apps/cloud/src/relay on a bare node:http server in its own Node process (tsx); "${TWO}": the dApp side on one relay process, the wallet side on another, both on a throwaway redis-server (Debian's package, loopback, no persistence) — every message crosses Redis (appended to its topic's stream with its TTL, sent in one batch per tick to the other process's channel (none echoed to its publisher)) and every acknowledgement is stored there (in the entry of the answer on the same topic)`,
    `rate limit raised to ${BENCH_RATE_LIMIT.perSecond}/s for the bench (production: 100 frames/s per connection); clients sign relay-auth JWTs as @walletconnect/core does; any JSON-RPC error, duplicate or lost message fails the section; "two relays + Redis ÷ one relay" is per round (the two topologies measured back to back), median over the rounds; machine: ${availableParallelism()} cores shared by the clients, the relays and Redis`,
  ]
}

/** starts relay-child.mjs under tsx and resolves once it prints READY */
function startRelayProcess(options) {
  const child = spawn(
    process.execPath,
    ['--conditions=@latch/source', '--import', import.meta.resolve('tsx'), CHILD, JSON.stringify(options)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  return readyChild(child, { pattern: /^READY (\S+)$/m, name: 'relay', timeoutMs: READY_TIMEOUT_MS })
}

/** a throwaway redis-server on a free loopback port, no persistence */
async function startRedis(dir) {
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not start on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { url: `redis://127.0.0.1:${port}`, stop, pid: child.pid }
}

function pong(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0]
