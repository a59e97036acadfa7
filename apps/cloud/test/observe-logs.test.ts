// The cloud's log as an operator collects it: JSON lines from a real process at debug level, through a whole
// sign-in — a code mailed, verified, a device key bound, the wallet registered and its share released. No code,
// token, device token, auth secret or share appears in it; every line of a request names the id its answer carried.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_PROJECT, codeMailedTo, lastMailId, post, wrongCode } from './auth-fixtures.ts'
import { type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { newWallet, overHttp, registerWallet, signInByEmail, unlock } from './process-flow.ts'

const AUTH_SECRET = 'log-test-auth-secret-0123456789abcdef'
const catcher = await startMailCatcher()
const dataDir = mkdtempSync(join(tmpdir(), 'latch-logs-'))
let cloud: CloudProcess

beforeAll(async () => {
  const database = await openDatabase(cloudConfigSchema.parse({ dataDir }))
  await saveProject(database.db, {
    id: AUTH_PROJECT,
    name: 'Log tests',
    allowedOrigins: ['http://localhost:*'],
    plan: 'basic',
    features: {},
  })
  await database.close()
  cloud = await startCloudProcess({
    LATCH_CLOUD_DATA_DIR: dataDir,
    LATCH_CLOUD_PORT: String(await freePort()),
    LATCH_AUTH_SECRET: AUTH_SECRET,
    LATCH_LOG_LEVEL: 'debug',
    LATCH_SMTP_HOST: '127.0.0.1',
    LATCH_SMTP_PORT: String(catcher.smtpPort),
  })
}, 60_000)

afterAll(async () => {
  await cloud?.stop()
  await catcher.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const lines = () =>
  cloud
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

it('a sign-in, a wallet and its unlock leave no code, token, secret or share in the log, at debug level', async () => {
  const who = await signInByEmail(cloud.url, catcher, 'logged@example.com')
  const wallet = newWallet(42)
  expect((await registerWallet(cloud.url, who, wallet)).status).toBe(200)
  const unlocked = await unlock(cloud.url, who)
  expect(unlocked.status).toBe(200)
  expect(unlocked.body.share).toBe(wallet.serverShare)
  // a wrong guess at a live code is logged as a 401, never as the guess
  const before = lastMailId(catcher)
  const again = await post<{ attempt: string }>(overHttp(cloud.url), '/v1/auth/email/start', { email: who.email })
  const { code: second } = await codeMailedTo(catcher, who.email, before)
  const guess = wrongCode(second)
  expect(
    (
      await post(overHttp(cloud.url), '/v1/auth/email/verify', {
        email: who.email,
        otp: guess,
        attempt: again.body.attempt,
      })
    ).status,
  ).toBe(401)
  await cloud.stop()

  const log = cloud.output()
  const requests = lines().filter((line) => line.msg === 'request')
  expect(requests.map((line) => line.route)).toEqual(
    expect.arrayContaining(['/v1/auth/email/verify', '/v1/auth/wallet', '/v1/auth/key-share']),
  )
  expect(requests.every((line) => typeof line.requestId === 'string')).toBe(true)
  const shareBytes = Buffer.from(wallet.serverShare, 'base64')
  for (const secret of [
    who.code,
    who.token,
    who.deviceToken,
    AUTH_SECRET,
    wallet.serverShare,
    shareBytes.toString('hex'),
    shareBytes.toString('base64url'),
    wallet.recovery.ct,
    second,
    guess,
  ]) {
    expect(log).not.toContain(secret)
  }
  // nor the address the code went to
  expect(log).not.toContain(who.email)
}, 60_000)

it("every line of a request carries the id its answer sent back; a caller's safe id is kept, an unsafe one replaced", async () => {
  // no mail server on its SMTP port: a code's mail fails
  const again = await startCloudProcess({
    LATCH_CLOUD_DATA_DIR: dataDir,
    LATCH_CLOUD_PORT: String(await freePort()),
    LATCH_AUTH_SECRET: AUTH_SECRET,
    LATCH_LOG_LEVEL: 'debug',
    LATCH_SMTP_PORT: String(await freePort()),
  })
  let replaced = ''
  try {
    const given = await fetch(`${again.url}/health`, { headers: { 'x-request-id': 'lb-7f3a.22_x' } })
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.22_x')
    const unsafe = await fetch(`${again.url}/health`, {
      headers: { 'x-request-id': 'evil" ; {level:fatal} ../' + 'x'.repeat(80) },
    })
    replaced = unsafe.headers.get('x-request-id')!
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/)
    // the mail's failure is logged inside the request
    const failed = await fetch(`${again.url}/v1/auth/email/start?projectId=${AUTH_PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'mail-fails-1' },
      body: JSON.stringify({ email: 'unsent@example.com' }),
    })
    expect(failed.status).toBe(502)
    expect(failed.headers.get('x-request-id')).toBe('mail-fails-1')
  } finally {
    await again.stop()
  }
  const logged = again
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const ofMail = logged.filter((line) => line.requestId === 'mail-fails-1')
  expect(ofMail.map((line) => line.msg)).toEqual(['code mail not sent', 'request'])
  expect(ofMail[1]).toMatchObject({ route: '/v1/auth/email/start', status: 502, method: 'POST' })
  expect(logged.filter((line) => line.requestId === replaced)).toHaveLength(1)
  expect(again.output()).not.toContain('evil')
  expect(again.output()).not.toContain('unsent@example.com')
}, 60_000)
