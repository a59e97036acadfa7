// The auth secret (LATCH_AUTH_SECRET) keys the one-time-code hashes and seals every wallet's server share.
// `latch-cloud serve` refuses to start without one, unless `--dev` (outside production): then one is generated once
// and kept in the data folder, beside the database and never in it, as `npm start` does.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CloudConfig } from '../config.ts'

export const AUTH_SECRET_FILE = 'auth-secret'

export const MISSING_AUTH_SECRET =
  'Refusing to start without LATCH_AUTH_SECRET: it keys the one-time codes and seals every wallet share. ' +
  'Set it to a long random value (e.g. `openssl rand -base64 32`) and keep it: changing or losing it makes every stored wallet share unreadable. ' +
  'For local development only, `latch-cloud serve --dev` keeps a generated one in the data folder.'

/** why this configuration must not serve, or undefined; production needs the secret even with --dev */
export function authSecretRefusal(
  config: Pick<CloudConfig, 'authSecret'>,
  dev: boolean,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (config.authSecret) return undefined
  return dev && env.NODE_ENV !== 'production' ? undefined : MISSING_AUTH_SECRET
}

/** the configuration `serve` runs with: under --dev without a secret, the one kept in the data folder */
export function servedAuthSecret<C extends Pick<CloudConfig, 'authSecret' | 'dataDir'>>(config: C, dev: boolean): C {
  return config.authSecret || !dev ? config : { ...config, authSecret: keptAuthSecret(config.dataDir) }
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
