// The cloud as an operator installs it: the packed @latch/cloud (with the @latch tarballs it depends on) installed by
// npm into an empty folder, then `latch-cloud` from the installed bin run with plain node — no tsx, no source
// condition, nothing of the workspace — on SQLite and on PostgreSQL (LATCH_TEST_POSTGRES_URL, as CI sets it, or a
// throwaway cluster): it makes a project, serves /health and that project's read, and its relay takes a socket.
// Then an operator's day on PostgreSQL and Redis with two processes from that bin: metrics scraped, a person signed in
// on one and unlocked on the other, one drained with SIGTERM in the middle of a relay session (nothing lost), the
// secret rotated, and the same person signed in again to the same wallet.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../../../apps/cloud/test/postgres.ts'
import { newWallet, registerWallet, signInByEmail, unlock } from '../../../apps/cloud/test/process-flow.ts'
import { startTestRedis, type TestRedis } from '../../../apps/cloud/test/redis.ts'
import { RelayClient, randomTopic, relayIdentity } from '../../../apps/cloud/test/relay-client.ts'
import { AUTH_PROJECT } from '../../../apps/cloud/test/auth-fixtures.ts'
import { startMailCatcher } from '../../devnet/src/mail/catcher.ts'
import { userEnvironment } from '../../e2e/src/examples.ts'
import { freePort } from '../../devnet/src/ports.mjs'

const { packed } = inject('consumers')
const AUTH_SECRET = 'consumer-test-auth-secret-0123456789'

/** the tarball of each @latch package the cloud needs, found by following its dependencies */
function tarballsFor(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return []
  seen.add(name)
  const pack = packed.find((candidate) => candidate.name === name)
  if (!pack) throw new Error(`${name} was not packed`)
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', pack.tarball, 'package/package.json'], { encoding: 'utf8' }),
  )
  const internal = Object.keys(manifest.dependencies ?? {}).filter((dependency) => dependency.startsWith('@latch/'))
  return [...internal.flatMap((dependency) => tarballsFor(dependency, seen)), pack.tarball]
}

/**
 * better-sqlite3's install fetches a prebuilt binary from GitHub, which this machine cannot reach (it would compile for
 * ~90 s instead): prebuild-install takes the same file from a local folder, made here from the workspace's build of
 * the very version the cloud pins
 */
function localSqlitePrebuild(): string {
  const require = createRequire(join(process.cwd(), 'apps/cloud/package.json'))
  const root = dirname(realpathSync(require.resolve('better-sqlite3/package.json')))
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const dir = mkdtempSync(join(tmpdir(), 'latch-prebuilds-'))
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  execFileSync('tar', ['-czf', join(dir, name), '-C', root, 'build/Release/better_sqlite3.node'])
  return dir
}

/** the cloud and the frame, as an operator installs both, each @latch tarball once */
function operatorTarballs(): string[] {
  const seen = new Set<string>()
  return [...tarballsFor('@latch/cloud', seen), ...tarballsFor('@latch/frame-app', seen)]
}

let folder: string
let prebuilds: string
let bin: string
let postgres: TestPostgres | undefined
let redis: TestRedis | undefined

/** the operator's shell: no Vitest, no tsx, no source condition */
function operatorEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = userEnvironment()
  delete env.NODE_OPTIONS
  delete env.DATABASE_URL
  delete env.REDIS_URL
  // an operator's default log level: the start line it waits for is an info line (the test runner's own is warn)
  return {
    ...env,
    NODE_ENV: 'production',
    LATCH_AUTH_SECRET: AUTH_SECRET,
    LATCH_INDEXER: 'off',
    LATCH_LOG_LEVEL: 'info',
    ...extra,
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'latch-cloud-install-'))
  prebuilds = localSqlitePrebuild()
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'latch-operator', private: true }))
  const started = performance.now()
  await promisify(execFile)(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...operatorTarballs()],
    {
      cwd: folder,
      env: { ...userEnvironment(), npm_config_better_sqlite3_local_prebuilds: prebuilds },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  console.log(
    `consumers: @latch/cloud and @latch/frame-app installed with npm in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  bin = join(folder, 'node_modules/.bin/latch-cloud')
}, 600_000)

afterAll(async () => {
  postgres?.stop()
  await redis?.stop()
  rmSync(folder, { recursive: true, force: true })
  rmSync(prebuilds, { recursive: true, force: true })
})

async function postgresUrl(): Promise<string> {
  const admin = process.env.LATCH_TEST_POSTGRES_URL ?? (postgres ??= startTestPostgres(await freePort())).url
  return createTestDatabase(admin, `latch_install_${Date.now()}`)
}

async function redisUrl(): Promise<string> {
  return process.env.LATCH_TEST_REDIS_URL ?? (redis ??= await startTestRedis(await freePort())).url
}

async function latchCloud(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd: folder, env })
  return stdout
}

type Served = { url: string; engine: string; child: ChildProcess }

/** SIGTERM, then the exit code once the process has drained */
function stop(served: Served): Promise<number | null> {
  const { child } = served
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  return exited
}

function serve(env: NodeJS.ProcessEnv): Promise<Served> {
  const child = spawn(process.execPath, [bin, 'serve'], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk
      const ready = /Latch cloud on (\S+) \((\w+)\)/.exec(output)
      if (ready?.[1] && ready[2]) resolve({ url: ready[1], engine: ready[2], child })
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('exit', (code) => reject(new Error(`latch-cloud serve exited (${code}): ${output}`)))
  })
}

describe.each(['sqlite', 'postgres'] as const)('the installed @latch/cloud on %s', (engine) => {
  it('runs from its bin with plain node: makes a project, serves /health and its read, and its relay accepts a socket', async () => {
    const dataDir = join(folder, `data-${engine}`)
    mkdirSync(dataDir)
    const env = operatorEnv({
      LATCH_CLOUD_DATA_DIR: dataDir,
      LATCH_CLOUD_PORT: '0',
      ...(engine === 'postgres' ? { DATABASE_URL: await postgresUrl() } : {}),
    })
    // the package is the JavaScript of dist/, not TypeScript sources
    expect(readFileSync(bin, 'utf8')).toContain("import('../dist/cli.js')")
    const created = JSON.parse(
      await latchCloud(env, 'project', 'create', '--id', 'shop', '--name', 'Shop', '--origins', 'https://shop.example'),
    )
    expect(created).toMatchObject({ id: 'shop', allowedOrigins: ['https://shop.example'] })
    const { url, engine: served, child } = await serve(env)
    try {
      expect(served).toBe(engine)
      const health = await fetch(`${url}/health`)
      expect(health.status).toBe(200)
      const origins = await fetch(`${url}/projects/v1/origins?projectId=shop`)
      expect(await origins.json()).toEqual({ allowedOrigins: ['https://shop.example'] })
      const relay = await RelayClient.connect(`${url.replace(/^http/, 'ws')}/relay`, { projectId: 'shop' })
      try {
        expect(typeof (await relay.call('irn_subscribe', { topic: randomTopic() }))).toBe('string')
      } finally {
        await relay.close()
      }
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))
    }
  })
})

describe('the installed @latch/frame-app', () => {
  it("builds the static frame from its prebuilt pages with plain node, and serves it with each project's origins", async () => {
    const frameBin = join(folder, 'node_modules/.bin/latch-frame')
    expect(readFileSync(frameBin, 'utf8')).toContain('../dist/server/cli.js')
    // no bundler in the operator's folder: the pages come built in the package
    expect(existsSync(join(folder, 'node_modules/vite'))).toBe(false)
    const env = operatorEnv({})
    const out = join(folder, 'frame-static')
    const built = await promisify(execFile)(
      process.execPath,
      [
        frameBin,
        'build',
        '--out',
        out,
        '--cloud-url',
        'https://cloud.shop.example',
        '--origins',
        'https://shop.example',
      ],
      { cwd: folder, env },
    )
    expect(built.stdout).toContain(`static frame in ${out}`)
    const rules = JSON.parse(readFileSync(join(out, 'headers.json'), 'utf8')) as Record<string, Record<string, string>>
    expect(rules['/']!['content-security-policy']).toMatch(
      /^frame-ancestors https:\/\/shop\.example; connect-src 'self' https:\/\/cloud\.shop\.example;/,
    )
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<meta name="latch-frame-config"')
    expect(readdirSync(join(out, 'assets')).some((file) => file.endsWith('.js'))).toBe(true)

    // the frame's own server asks the installed cloud for the project's origins
    const dataDir = join(folder, 'data-frame')
    mkdirSync(dataDir)
    const cloudEnv = operatorEnv({ LATCH_CLOUD_DATA_DIR: dataDir, LATCH_CLOUD_PORT: '0' })
    await latchCloud(
      cloudEnv,
      'project',
      'create',
      '--id',
      'shop',
      '--name',
      'Shop',
      '--origins',
      'https://shop.example',
    )
    const cloud = await serve(cloudEnv)
    const frame = spawn(process.execPath, [frameBin, 'serve', '--cloud-url', cloud.url, '--port', '0'], {
      cwd: folder,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let output = ''
      const frameUrl = await new Promise<string>((resolve, reject) => {
        const collect = (chunk: Buffer) => {
          output += chunk
          const ready = /Latch frame on (\S+)/.exec(output)
          if (ready?.[1]) resolve(ready[1])
        }
        frame.stdout.on('data', collect)
        frame.stderr.on('data', collect)
        frame.once('exit', (code) => reject(new Error(`latch-frame serve exited (${code}): ${output}`)))
      })
      const page = await fetch(`${frameUrl}?projectId=shop`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toMatch(/^frame-ancestors https:\/\/shop\.example;/)
      expect(await page.text()).toContain('<meta name="latch-frame-config"')
    } finally {
      frame.kill('SIGTERM')
      await stop(cloud)
    }
  })
})

describe("an operator's day with two installed processes on PostgreSQL and Redis", () => {
  const OLD = AUTH_SECRET
  const NEW = 'consumer-test-rotated-secret-9876543210'
  const email = 'operator-day@example.com'

  it('metrics, sign-in on one and unlock on the other, a drain mid-session that loses nothing, a rotation, the same wallet again', async () => {
    const catcher = await startMailCatcher()
    const running: Served[] = []
    const clients: RelayClient[] = []
    try {
      const base = {
        LATCH_CLOUD_DATA_DIR: join(folder, 'data-operator'),
        DATABASE_URL: await postgresUrl(),
        REDIS_URL: await redisUrl(),
        LATCH_SMTP_PORT: String(catcher.smtpPort),
        LATCH_METRICS: '1',
        LATCH_CLOUD_PORT: '0',
      }
      mkdirSync(base.LATCH_CLOUD_DATA_DIR)
      const env = (secrets: Record<string, string>) => operatorEnv({ ...base, ...secrets })
      await latchCloud(
        env({}),
        'project',
        'create',
        '--id',
        AUTH_PROJECT,
        '--name',
        'Operator day',
        '--origins',
        'https://shop.example',
      )
      const start = async (secrets: Record<string, string>) => {
        const served = await serve(env(secrets))
        running.push(served)
        return served
      }
      const [a, b] = await Promise.all([start({}), start({})])

      // a person signs in on A; the wallet registered there unlocks on B (one database, one secret)
      const who = await signInByEmail(a.url, catcher, email)
      const wallet = newWallet(11)
      expect((await registerWallet(a.url, who, wallet)).status).toBe(200)
      expect(await unlock(b.url, who)).toMatchObject({
        status: 200,
        body: { share: wallet.serverShare, evmAddress: wallet.evmAddress },
      })

      // A's own counters, in Prometheus's text format (a readiness check first: A's pool holds a connection)
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200)
      const scraped = await fetch(`${a.url}/metrics`)
      expect(scraped.headers.get('content-type')).toContain('text/plain')
      const metrics = await scraped.text()
      expect(metrics).toMatch(/^latch_email_codes_total\{outcome="sent"\} 1$/m)
      expect(metrics).toMatch(/^latch_sign_ins_total\{method="email"\} 1$/m)
      expect(metrics).toMatch(
        /^latch_http_requests_total\{route="\/v1\/auth\/email\/start",method="POST",status="200"\} 1$/m,
      )
      expect(Number(/^latch_db_pool_connections (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0)
      expect(metrics).toMatch(/^latch_db_pool_waiting_requests 0$/m)

      // a relay session across the two: A drains with SIGTERM while the dApp on B publishes; the wallet moves to B
      const relayOf = (served: Served) => `${served.url.replace(/^http/, 'ws')}/relay`
      const topic = randomTopic()
      const identity = relayIdentity()
      const dapp = await RelayClient.connect(relayOf(b), { projectId: AUTH_PROJECT })
      clients.push(dapp)
      const walletOnA = await RelayClient.connect(relayOf(a), { projectId: AUTH_PROJECT, identity, ack: false })
      clients.push(walletOnA)
      await walletOnA.call('irn_subscribe', { topic })
      await dapp.call('irn_publish', { topic, message: 'before the drain', ttl: 300, tag: 1108 })
      await walletOnA.waitForPushes(1)
      const closed = walletOnA.closed
      const drained = stop(a)
      expect(await closed).toEqual({ code: 1001, reason: 'Relay shutting down' })
      await dapp.call('irn_publish', { topic, message: 'during the move', ttl: 300, tag: 1108 })
      expect(await drained).toBe(0)
      const walletOnB = await RelayClient.connect(relayOf(b), { projectId: AUTH_PROJECT, identity })
      clients.push(walletOnB)
      await walletOnB.call('irn_batchSubscribe', { topics: [topic] })
      await walletOnB.waitForPushes(2)
      expect(walletOnB.pushes.map((push) => push.data.message).sort()).toEqual(['before the drain', 'during the move'])

      // the secret is rotated: B restarts with the new secret and the previous one, the installed bin re-seals
      expect(await stop(b)).toBe(0)
      const during = await start({ LATCH_AUTH_SECRET: NEW, LATCH_AUTH_SECRET_PREVIOUS: OLD })
      expect((await unlock(during.url, who)).body.share).toBe(wallet.serverShare)
      const rotated = JSON.parse(
        await latchCloud(env({ LATCH_AUTH_SECRET: NEW, LATCH_AUTH_SECRET_PREVIOUS: OLD }), 'rotate-secret'),
      )
      expect(rotated.wallets).toEqual({ resealed: 1, current: 0, unreadable: [] })
      expect(await stop(during)).toBe(0)

      // with the new secret alone, the same person signs in again and reaches the same wallet
      const after = await start({ LATCH_AUTH_SECRET: NEW })
      const again = await signInByEmail(after.url, catcher, email)
      expect(await unlock(after.url, again)).toMatchObject({
        status: 200,
        body: { share: wallet.serverShare, evmAddress: wallet.evmAddress },
      })
    } finally {
      await Promise.all(clients.map((client) => client.close().catch(() => undefined)))
      await Promise.all(running.map(stop))
      await catcher.stop()
    }
  }, 300_000)
})
