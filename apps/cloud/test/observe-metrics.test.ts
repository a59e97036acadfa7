// GET /metrics of a real cloud process, scraped before and after real traffic: requests by route pattern, relay
// sockets, subscriptions and messages, a rate limit's and a lockout's hits, codes mailed, sign-ins by method.
// Off unless asked for; on a port of its own when LATCH_METRICS_PORT is set.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_PROJECT, codeMailedTo, lastMailId, post, wrongCode } from './auth-fixtures.ts'
import { type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { overHttp, signInByEmail } from './process-flow.ts'
import { RelayClient, randomTopic, seedRelayProject } from './relay-client.ts'

const catcher = await startMailCatcher()
const dataDir = mkdtempSync(join(tmpdir(), 'latch-metrics-'))
const processes: CloudProcess[] = []
const START_LIMIT = 3

beforeAll(async () => {
  const database = await openDatabase(cloudConfigSchema.parse({ dataDir }))
  await saveProject(database.db, {
    id: AUTH_PROJECT,
    name: 'Metrics tests',
    allowedOrigins: ['http://localhost:*'],
    plan: 'basic',
    features: {},
  })
  await seedRelayProject(database)
  await database.close()
}, 60_000)

afterAll(async () => {
  await Promise.all(processes.map((cloud) => cloud.stop()))
  await catcher.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const start = async (env: NodeJS.ProcessEnv) => {
  const cloud = await startCloudProcess({
    LATCH_CLOUD_DATA_DIR: dataDir,
    LATCH_CLOUD_PORT: String(await freePort()),
    LATCH_SMTP_HOST: '127.0.0.1',
    LATCH_SMTP_PORT: String(catcher.smtpPort),
    LATCH_RATE_LIMITS: JSON.stringify({ emailStart: { perIp: { limit: START_LIMIT, windowMs: 600_000 } } }),
    ...env,
  })
  processes.push(cloud)
  return cloud
}

/** each sample of the text format by its name and labels as written: `name{a="b",…}` → value */
async function scrape(url: string): Promise<Map<string, number>> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const samples = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue
    const cut = line.lastIndexOf(' ')
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)))
  }
  return samples
}

const value = (samples: Map<string, number>, sample: string) => samples.get(sample) ?? 0

describe('metrics of a real cloud process', () => {
  it('off by default: /metrics is a 404', async () => {
    const cloud = await start({})
    expect((await fetch(`${cloud.url}/metrics`)).status).toBe(404)
  }, 60_000)

  it('the counters move with the traffic: requests by route pattern, relay, limits, lockouts, codes, sign-ins', async () => {
    const cloud = await start({ LATCH_METRICS: '1', LATCH_TRUST_PROXY: '1' })
    const metrics = `${cloud.url}/metrics`
    const before = await scrape(metrics)

    // two requests to one route with different raw paths: one series, labelled by the pattern
    for (const id of ['no-such-one', 'no-such-two'])
      expect((await fetch(`${cloud.url}/getWalletImage/${id}?projectId=${AUTH_PROJECT}`)).status).toBe(404)
    // a sign-in by email: one code mailed, one email sign-in
    await signInByEmail(cloud.url, catcher, 'counted@example.com')
    // a code guessed wrong five times: one lockout
    const mailed = lastMailId(catcher)
    const started = await post<{ attempt: string }>(overHttp(cloud.url), '/v1/auth/email/start', {
      email: 'locked@example.com',
    })
    const { code } = await codeMailedTo(catcher, 'locked@example.com', mailed)
    const statuses: number[] = []
    for (let guess = 0; guess < 5; guess++) {
      statuses.push(
        (
          await post(overHttp(cloud.url), '/v1/auth/email/verify', {
            email: 'locked@example.com',
            otp: wrongCode(code),
            attempt: started.body.attempt,
          })
        ).status,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    // one client address over the email-start limit: refused, and counted under the rule
    const fromOne = async () =>
      (
        await fetch(`${cloud.url}/v1/auth/email/start?projectId=${AUTH_PROJECT}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
          body: JSON.stringify({ email: `limited${Math.random()}@example.com` }),
        })
      ).status
    const limited: number[] = []
    for (let call = 0; call <= START_LIMIT; call++) limited.push(await fromOne())
    expect(limited.at(-1)).toBe(429)
    // a relay socket with one subscription, a publication in and its push out
    const relayUrl = `${cloud.url.replace('http', 'ws')}/relay`
    const [reader, writer] = [await RelayClient.connect(relayUrl), await RelayClient.connect(relayUrl)]
    const topic = randomTopic()
    await reader.call('irn_subscribe', { topic })
    await writer.call('irn_publish', { topic, message: 'counted', ttl: 300, tag: 1108 })
    await reader.waitForPushes(1)
    await reader.barrier()

    const during = await scrape(metrics)
    const grew = (sample: string) => value(during, sample) - value(before, sample)
    expect(grew('latch_http_requests_total{route="/getWalletImage/:id",method="GET",status="404"}')).toBe(2)
    expect([...during.keys()].some((sample) => sample.includes('no-such'))).toBe(false)
    expect(
      grew('latch_http_request_duration_seconds_count{route="/getWalletImage/:id",method="GET",status="404"}'),
    ).toBe(2)
    expect(grew('latch_http_requests_total{route="/v1/auth/email/verify",method="POST",status="401"}')).toBe(4)
    expect(grew('latch_email_codes_total{outcome="sent"}')).toBe(2 + START_LIMIT)
    expect(grew('latch_sign_ins_total{method="email"}')).toBe(1)
    expect(grew('latch_lockouts_total{rule="auth:code-guesses"}')).toBe(1)
    expect(grew('latch_rate_limit_hits_total{rule="emailStart:ip"}')).toBe(1)
    expect(grew('latch_relay_messages_total{direction="in"}')).toBe(1)
    expect(grew('latch_relay_messages_total{direction="out"}')).toBe(1)
    expect(value(during, 'latch_relay_sockets_open')).toBe(2)
    expect(value(during, 'latch_relay_subscriptions')).toBe(1)
    expect(value(during, 'latch_relay_stored_bytes')).toBeGreaterThan(0)

    await Promise.all([reader.close(), writer.close()])
    // the gauges follow the sockets down (their close is handled after the client saw it)
    let after = await scrape(metrics)
    while (value(after, 'latch_relay_sockets_open') !== 0) after = await scrape(metrics)
    expect(value(after, 'latch_relay_subscriptions')).toBe(0)
  }, 90_000)

  it('LATCH_METRICS_PORT serves them on a port of their own, and not on the public one', async () => {
    const port = await freePort()
    const cloud = await start({ LATCH_METRICS_PORT: String(port) })
    expect((await fetch(`${cloud.url}/metrics`)).status).toBe(404)
    await fetch(`${cloud.url}/health`)
    const samples = await scrape(`http://127.0.0.1:${port}/metrics`)
    expect(value(samples, 'latch_http_requests_total{route="/health",method="GET",status="200"}')).toBe(1)
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(404)
  }, 60_000)
})
