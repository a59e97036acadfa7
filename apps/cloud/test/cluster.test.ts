// LATCH_CLOUD_WORKERS=N: N worker processes serve one port and share the database (one SQLite file here)
// and Redis; a worker killed with SIGKILL is replaced while the others keep answering.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { cloudEntry, type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { RelayClient, randomTopic, seedRelayProjectIn } from './relay-client.ts'

let cloud: CloudProcess
let dataDir: string
let metricsPort: number

/** the primary's children running the cloud: its workers; read from /proc */
const workers = () => {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
      if (parent === cloud.child.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(cloudEntry('main')))
        found.push(Number(entry))
    } catch {
      // the process ended while being read
    }
  }
  return found
}

/** what the cloud printed last: a failure below names its step with it, where a hang would only say "timed out" */
const lastLines = () => cloud.output().trimEnd().split('\n').slice(-20).join('\n')

async function until(check: () => boolean | Promise<boolean>, what: string, withinMs: number) {
  // a new worker loads the cloud first: on a busy 2-core machine that can take a while; each step's bound keeps the
  // sum under the test's timeout, so a step that never comes is named
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`never in ${withinMs} ms: ${what}; the cloud's last lines:\n${lastLines()}`)
}

/** a step's answer, or a failure naming the step once `ms` have passed */
async function within<T>(ms: number, what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${ms} ms: ${what}; the cloud's last lines:\n${lastLines()}`)),
      ms,
    )
  })
  try {
    return await Promise.race([step, late])
  } finally {
    clearTimeout(timer)
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-cluster-'))
  await seedRelayProjectIn(dataDir)
  cloud = await startCloudProcess({
    LATCH_CLOUD_WORKERS: '2',
    LATCH_CLOUD_PORT: String(await freePort()),
    LATCH_CLOUD_DATA_DIR: dataDir,
    REDIS_URL: inject('redisUrl'),
    LATCH_METRICS_PORT: String((metricsPort = await freePort())),
  })
}, 60_000)

afterAll(async () => {
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

it('serves one port from two workers; a killed worker is replaced while the other answers', async () => {
  expect(cloud.output()).toContain('(sqlite, 2 workers)')
  await until(() => workers().length === 2, 'two workers', 30_000)
  /** a fresh connection each time: the primary hands it to a live worker */
  const health = async () => {
    try {
      return (await fetch(`${cloud.url}/health`, { signal: AbortSignal.timeout(2000) })).status === 200
    } catch {
      return false
    }
  }
  expect(await health()).toBe(true)

  const [victim] = workers()
  process.kill(victim!, 'SIGKILL')
  // the other worker answers meanwhile, the relay on the same port too
  await until(health, 'the port answers after the kill', 20_000)
  const client = await within(
    15_000,
    'the relay opens',
    RelayClient.connect(`${cloud.url.replace('http', 'ws')}/relay`),
  )
  const subscription = await within(
    15_000,
    'the relay subscribes',
    client.call('irn_subscribe', { topic: randomTopic() }),
  )
  expect(subscription).toMatch(/^[0-9a-f]{64}$/)
  await client.close()
  await until(
    () => workers().length === 2 && !workers().includes(victim!),
    'a new worker replaced the killed one',
    30_000,
  )
  // the primary's log line (JSON) names the worker and how it ended
  expect(cloud.output()).toContain(`"worker":${victim},"exit":"SIGKILL","msg":"worker ended; starting another"`)
}, 120_000)

it("the metrics port of a cluster serves every worker's counters summed (the primary asks each worker)", async () => {
  const metrics = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) })
  const scrape = async () => {
    const response = await metrics()
    expect(response.status).toBe(200)
    return Number(
      /^latch_http_requests_total\{route="\/healthz",method="GET",status="200"\} (\d+)$/m.exec(
        await response.text(),
      )?.[1] ?? 0,
    )
  }
  // the worker that replaced the killed one answers the primary once it has started (it loads the cloud first)
  await until(async () => (await metrics()).ok, 'every worker answers the primary', 40_000)
  const before = await scrape()
  // fresh connections: the primary hands them to both workers
  for (let call = 0; call < 6; call++) await fetch(`${cloud.url}/healthz`, { headers: { connection: 'close' } })
  expect((await scrape()) - before).toBe(6)
}, 60_000)
