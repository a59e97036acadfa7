// The real server entry (`latch-cloud serve`) refuses to start without LATCH_AUTH_SECRET, unless --dev outside production.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { AUTH_SECRET_FILE, MISSING_AUTH_SECRET } from '../src/auth/authSecret.ts'
import { cloudEntry, startCloudProcess } from './cloud-process.ts'

/** `latch-cloud` from its sources, bundled for this run (bin/latch-cloud.mjs runs the same cli from dist/) */
const CLI = [cloudEntry('cli')]
const dataDir = mkdtempSync(join(tmpdir(), 'latch-secret-serve-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

it('`latch-cloud serve` with NODE_ENV=production and no LATCH_AUTH_SECRET exits 1 with the reason, before opening anything', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LATCH_CLOUD_DATA_DIR: dataDir,
    LATCH_CLOUD_PORT: '0',
    LATCH_INDEXER: 'off',
  }
  delete env.LATCH_AUTH_SECRET
  delete env.DATABASE_URL
  const outcome = await promisify(execFile)(process.execPath, [...CLI, 'serve'], { env, timeout: 80_000 }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  )
  expect(outcome.code).toBe(1)
  expect(outcome.stderr).toContain(MISSING_AUTH_SECRET)
}, 90_000)

it('`latch-cloud serve` outside production without LATCH_AUTH_SECRET exits 1 too: the secret never falls back to the database it protects', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LATCH_CLOUD_DATA_DIR: dataDir,
    LATCH_CLOUD_PORT: '0',
    LATCH_INDEXER: 'off',
  }
  delete env.LATCH_AUTH_SECRET
  delete env.DATABASE_URL
  const outcome = await promisify(execFile)(process.execPath, [...CLI, 'serve'], { env, timeout: 80_000 }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  )
  expect(outcome.code).toBe(1)
  expect(outcome.stderr).toContain(MISSING_AUTH_SECRET)
}, 90_000)

it('`latch-cloud serve --dev` starts without LATCH_AUTH_SECRET and keeps its secret in the data folder', async () => {
  const devDir = mkdtempSync(join(tmpdir(), 'latch-secret-dev-'))
  const cloud = await startCloudProcess({ LATCH_CLOUD_DATA_DIR: devDir, LATCH_CLOUD_PORT: '0', LATCH_AUTH_SECRET: '' })
  try {
    expect(readFileSync(join(devDir, AUTH_SECRET_FILE), 'utf8').trim()).toMatch(/^[\w-]{43}$/)
    const response = await fetch(`${cloud.url}/health`)
    expect(response.status).toBe(200)
  } finally {
    await cloud.stop()
    rmSync(devDir, { recursive: true, force: true })
  }
}, 90_000)
