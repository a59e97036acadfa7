// The real server entry (`latch-cloud serve`) refuses to start in production without LATCH_AUTH_SECRET (issue 17).
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { MISSING_AUTH_SECRET } from '../src/auth/authSecret.ts'

const BIN = new URL('../bin/latch-cloud.mjs', import.meta.url).pathname
const dataDir = mkdtempSync(join(tmpdir(), 'latch-secret-serve-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

it('issue 17: `latch-cloud serve` with NODE_ENV=production and no LATCH_AUTH_SECRET exits 1 with the reason, before opening anything', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LATCH_CLOUD_DATA_DIR: dataDir, LATCH_CLOUD_PORT: '0', LATCH_INDEXER: 'off' }
  delete env.LATCH_AUTH_SECRET
  delete env.DATABASE_URL
  const outcome = await promisify(execFile)(process.execPath, [BIN, 'serve'], { env, timeout: 20_000 }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  )
  expect(outcome.code).toBe(1)
  expect(outcome.stderr).toContain(MISSING_AUTH_SECRET)
})
