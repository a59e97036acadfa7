// The cloud as an operator installs it: the packed @latch/cloud (with the @latch tarballs it depends on) installed by
// npm into an empty folder, then `latch-cloud` from the installed bin run with plain node — no tsx, no source
// condition, nothing of the workspace — on SQLite and on PostgreSQL (LATCH_TEST_POSTGRES_URL, as CI sets it, or a
// throwaway cluster): it makes a project, serves /health and that project's read, and its relay takes a socket.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../../../apps/cloud/test/postgres.ts'
import { RelayClient, randomTopic } from '../../../apps/cloud/test/relay-client.ts'
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
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', pack.tarball, 'package/package.json'], { encoding: 'utf8' }))
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

let folder: string
let prebuilds: string
let bin: string
let postgres: TestPostgres | undefined

/** the operator's shell: no Vitest, no tsx, no source condition */
function operatorEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = userEnvironment()
  delete env.NODE_OPTIONS
  delete env.DATABASE_URL
  delete env.REDIS_URL
  // an operator's default log level: the start line it waits for is an info line (the test runner's own is warn)
  return { ...env, NODE_ENV: 'production', LATCH_AUTH_SECRET: AUTH_SECRET, LATCH_INDEXER: 'off', LATCH_LOG_LEVEL: 'info', ...extra }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'latch-cloud-install-'))
  prebuilds = localSqlitePrebuild()
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'latch-operator', private: true }))
  const started = performance.now()
  await promisify(execFile)('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballsFor('@latch/cloud')], {
    cwd: folder,
    env: { ...userEnvironment(), npm_config_better_sqlite3_local_prebuilds: prebuilds },
    maxBuffer: 64 * 1024 * 1024,
  })
  console.log(`consumers: @latch/cloud installed with npm in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  bin = join(folder, 'node_modules/.bin/latch-cloud')
}, 600_000)

afterAll(() => {
  postgres?.stop()
  rmSync(folder, { recursive: true, force: true })
  rmSync(prebuilds, { recursive: true, force: true })
})

async function postgresUrl(): Promise<string> {
  const admin = process.env.LATCH_TEST_POSTGRES_URL ?? (postgres ??= startTestPostgres(await freePort())).url
  return createTestDatabase(admin, `latch_install_${Date.now()}`)
}

async function latchCloud(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd: folder, env })
  return stdout
}

function serve(env: NodeJS.ProcessEnv): Promise<{ url: string; engine: string; child: ChildProcess }> {
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
    const env = operatorEnv({ LATCH_CLOUD_DATA_DIR: dataDir, LATCH_CLOUD_PORT: '0', ...(engine === 'postgres' ? { DATABASE_URL: await postgresUrl() } : {}) })
    // the package is the JavaScript of dist/, not TypeScript sources
    expect(readFileSync(bin, 'utf8')).toContain("import('../dist/cli.js')")
    const created = JSON.parse(await latchCloud(env, 'project', 'create', '--id', 'shop', '--name', 'Shop', '--origins', 'https://shop.example'))
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
