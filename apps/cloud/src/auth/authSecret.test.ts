// The auth secret: serve refuses to start without one unless --dev outside production; `npm start` keeps a generated one.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AUTH_SECRET_FILE,
  authSecretRefusal,
  keptAuthSecret,
  MISSING_AUTH_SECRET,
  servedAuthSecret,
} from './authSecret.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('auth secret', () => {
  it('without LATCH_AUTH_SECRET serve is refused, in production even with --dev; with one, or --dev outside production, it starts', () => {
    expect(authSecretRefusal({ authSecret: undefined }, false, { NODE_ENV: 'production' })).toBe(MISSING_AUTH_SECRET)
    expect(authSecretRefusal({ authSecret: undefined }, true, { NODE_ENV: 'production' })).toBe(MISSING_AUTH_SECRET)
    expect(authSecretRefusal({ authSecret: undefined }, false, {})).toBe(MISSING_AUTH_SECRET)
    expect(
      authSecretRefusal({ authSecret: 'a-long-operator-secret-0123' }, false, { NODE_ENV: 'production' }),
    ).toBeUndefined()
    expect(authSecretRefusal({ authSecret: undefined }, true, {})).toBeUndefined()
  })

  it('--dev without a secret serves with the one kept in the data folder, not one in the database; a configured secret wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-secret-'))
    dirs.push(dir)
    const served = servedAuthSecret({ authSecret: undefined, dataDir: dir }, true)
    expect(served.authSecret).toBe(keptAuthSecret(dir))
    expect(servedAuthSecret({ authSecret: 'a-long-operator-secret-0123', dataDir: dir }, true).authSecret).toBe(
      'a-long-operator-secret-0123',
    )
    expect(servedAuthSecret({ authSecret: undefined, dataDir: dir }, false).authSecret).toBeUndefined()
  })

  it('npm start makes a 256-bit secret once, readable by its owner only, and keeps it across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-secret-'))
    dirs.push(dir)
    const data = join(dir, 'data')
    const first = keptAuthSecret(data)
    expect(first).toMatch(/^[\w-]{43}$/)
    expect(statSync(join(data, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(keptAuthSecret(data)).toBe(first)
    expect(keptAuthSecret(join(dir, 'other'))).not.toBe(first)
  })
})
