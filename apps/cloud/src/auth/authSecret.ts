// The auth secret (LATCH_AUTH_SECRET) keys the one-time-code hashes and seals every wallet's server share (issue 17).
// Production refuses to start without one; `npm start` generates one once and keeps it beside its database.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CloudConfig } from '../config.ts'

export const AUTH_SECRET_FILE = 'auth-secret'

export const MISSING_AUTH_SECRET =
  'Refusing to start in production without LATCH_AUTH_SECRET: it keys the one-time codes and seals every wallet share. ' +
  'Set it to a long random value (e.g. `openssl rand -base64 32`) and keep it: changing or losing it makes every stored wallet share unreadable.'

/** why this configuration must not serve, or undefined */
export function authSecretRefusal(config: Pick<CloudConfig, 'authSecret'>, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.NODE_ENV === 'production' && !config.authSecret ? MISSING_AUTH_SECRET : undefined
}

/** the secret kept in `dataDir` (made on first use, readable by this user only); the same one every later start */
export function keptAuthSecret(dataDir: string): string {
  const path = join(dataDir, AUTH_SECRET_FILE)
  try {
    return readFileSync(path, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx': of two starts racing, one writes and the other reads what it wrote
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(path, 'utf8').trim()
}
