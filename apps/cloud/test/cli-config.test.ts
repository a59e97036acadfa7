// The configuration as an operator meets it: `latch-cloud` run as a process (src/cli.ts bundled for this run, as the bin
// runs its build) with a mistake in one variable stops with exactly one line naming it, and `config --print` shows the
// effective configuration with no secret's value in it.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { cloudEntry } from './cloud-process.ts'

const CLI = [cloudEntry('cli')]
const dataDir = mkdtempSync(join(tmpdir(), 'latch-cli-config-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const base: NodeJS.ProcessEnv = {
  ...process.env,
  LATCH_CLOUD_DATA_DIR: dataDir,
  LATCH_CLOUD_PORT: '0',
  LATCH_INDEXER: 'off',
  NODE_ENV: 'production',
}
delete base.DATABASE_URL
delete base.REDIS_URL

async function cli(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...CLI, ...args], {
      env: { ...base, ...env },
      timeout: 80_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const chain = (rpcUrl: string, chainId = 1) => ({
  chainId,
  name: `Chain ${chainId}`,
  rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const AUTH_SECRET = 'auth-secret-value-0123456789abcdef'

describe('latch-cloud configuration', { timeout: 120_000 }, () => {
  it('serve with a bad URL in one chain stops before listening with one line naming the variable, exit 1, no stack trace', async () => {
    const chains = JSON.stringify([chain('http://127.0.0.1:8545'), chain('nope', 2)])
    const outcome = await cli({ LATCH_CHAINS: chains, LATCH_AUTH_SECRET: AUTH_SECRET }, 'serve')
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toBe('latch-cloud: LATCH_CHAINS[1].rpcUrl: not a URL\n')
    expect(outcome.stdout).not.toMatch(/Latch cloud on/)
  })

  it('an operator command with a bad port, or JSON that does not parse, says which variable in one line and repeats none of its value', async () => {
    const port = await cli({ LATCH_CLOUD_PORT: 'eighty' }, 'project', 'list')
    expect(port.code).toBe(1)
    expect(port.stderr).toBe('latch-cloud: LATCH_CLOUD_PORT: expected number\n')
    const json = await cli(
      { LATCH_OIDC_PROVIDERS: '{"google": {"clientSecret": "oidc-client-secret-value"' },
      'project',
      'list',
    )
    expect(json.code).toBe(1)
    expect(json.stderr).toBe('latch-cloud: LATCH_OIDC_PROVIDERS: not valid JSON\n')
    const short = await cli({ LATCH_AUTH_SECRET: 'short-one' }, 'project', 'list')
    expect(short.code).toBe(1)
    expect(short.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^latch-cloud: LATCH_AUTH_SECRET: /)])
    expect(short.stderr).not.toContain('short-one')
  })

  it('config --print shows the effective configuration, defaults included, with every secret masked', async () => {
    const secrets = {
      LATCH_AUTH_SECRET: AUTH_SECRET,
      LATCH_AUTH_SECRET_PREVIOUS: 'previous-auth-secret-value-0123456789',
      LATCH_ADMIN_TOKEN: 'admin-token-value-0123456789',
      LATCH_PAYMASTER_SIGNER_KEY: `0x${'ab'.repeat(32)}`,
      DATABASE_URL: 'postgres://latch:database-password-value@db.internal:5432/latch',
      REDIS_URL: 'redis://:redis-password-value@cache.internal:6379',
      LATCH_CHAINS: JSON.stringify([chain('https://mainnet.node.example/v3/rpc-api-key-value')]),
      LATCH_OIDC_PROVIDERS: JSON.stringify({
        google: {
          issuer: 'https://accounts.google.com',
          clientId: 'client-id',
          clientSecret: 'oidc-client-secret-value',
          redirectUri: 'https://cloud.example/v1/auth/social/callback',
        },
      }),
    }
    const printed = await cli(secrets, 'config', '--print')
    expect(printed.code, printed.stderr).toBe(0)
    for (const value of [
      'auth-secret-value',
      'previous-auth-secret-value',
      'admin-token-value',
      'ab'.repeat(32),
      'database-password-value',
      'redis-password-value',
      'rpc-api-key-value',
      'oidc-client-secret-value',
    ])
      expect(printed.stdout).not.toContain(value)
    const config = JSON.parse(printed.stdout)
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      authSecret: '***',
      previousAuthSecret: '***',
      adminToken: '***',
      paymasterSignerKey: '***',
      databaseUrl: 'postgres://latch:***@db.internal:5432/latch',
      redisUrl: 'redis://:***@cache.internal:6379',
      chains: [{ chainId: 1, rpcUrl: 'https://mainnet.node.example/***', testnet: false }],
      oidcProviders: { google: { clientId: 'client-id', clientSecret: '***' } },
      smtp: { host: '127.0.0.1', port: 2525 },
    })
  })
})
