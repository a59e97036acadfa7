// Keep-alive reuse never meets a closed socket: 300 sequential requests from Node's fetch (undici) on one keep-alive
// connection, repeated, mixing answers that read the body, refuse it unread, or know no route. Before the fix, one
// request in about half the runs failed with UND_ERR_SOCKET "other side closed".
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { HTTP_TIMEOUTS } from '../src/http/listen.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'

let cloud: RunningCloud
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-keep-alive-'))
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
})

afterAll(async () => {
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** a body the server refuses before reading it: still on the wire when the answer goes out */
const UNREAD = 'x'.repeat(200_000)
const REQUESTS: Array<[string, RequestInit?]> = [
  ['/health'],
  [
    '/e?projectId=unknown-project&st=a&sv=b',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: UNREAD },
  ],
  ['/no-such-route', { method: 'POST', body: UNREAD }],
  ['/getWallets?projectId=unknown-project'],
  [
    '/v1/auth/email/start?projectId=unknown-project',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: UNREAD },
  ],
]

it('300 sequential keep-alive requests, 8 times: no socket is closed under a request', async () => {
  const failures: string[] = []
  for (let run = 0; run < 8; run++) {
    for (let i = 0; i < 300; i++) {
      const [path, init] = REQUESTS[i % REQUESTS.length]!
      try {
        await (await fetch(`${cloud.url}${path}`, init)).arrayBuffer()
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        failures.push(`run ${run} request ${i} ${path}: ${cause?.code ?? ''} ${cause?.message ?? String(error)}`)
      }
    }
  }
  expect(failures).toEqual([])
}, 60_000)

it('keeps idle connections longer than load balancers and clients do (60 s and more)', async () => {
  const response = await fetch(`${cloud.url}/health`)
  expect(response.headers.get('keep-alive')).toBe(`timeout=${HTTP_TIMEOUTS.keepAliveMs / 1000}`)
  expect(HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000)
  expect(HTTP_TIMEOUTS.headersMs).toBeGreaterThan(HTTP_TIMEOUTS.keepAliveMs)
})
