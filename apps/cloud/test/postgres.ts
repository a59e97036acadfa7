// A throwaway PostgreSQL cluster on a loopback port for the tests, unless LATCH_TEST_POSTGRES_URL names one
// (CI starts its own). initdb refuses to run as root, so as root it runs as the postgres user.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function postgresBin(): string {
  const base = '/usr/lib/postgresql'
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined
  if (!version)
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (npm test does this)')
  return join(base, version, 'bin')
}

export interface TestPostgres {
  url: string
  stop(): void
}

export function startTestPostgres(port: number): TestPostgres {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  chmodSync(dir, 0o777)
  const asPostgres = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const result = asPostgres
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, command), ...args].map(quote).join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    '-l',
    join(dir, 'log'),
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

/** a fresh database in the cluster, so test files never see each other's rows */
export function createTestDatabase(adminUrl: string, name: string): string {
  execFileSync('psql', [adminUrl, '-q', '-c', `CREATE DATABASE "${name}"`], { stdio: 'pipe' })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
