// Installs what is missing before `npm start` / `npm test` / `npm run bench`: node_modules, and with
// --browser Debian's chromium, with --postgres Debian's postgresql and redis-server. Plain Node, no dependencies: it runs before anything is installed.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const run = (command) => execSync(command, { stdio: 'inherit' })
const root = new URL('..', import.meta.url).pathname

const lock = `${root}package-lock.json`
const marker = `${root}node_modules/.package-lock.json`
if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  console.log('Installing dependencies (npm ci)…')
  run(`cd ${root} && npm ci --no-audit --no-fund`)
}

const missing = []
if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) missing.push('chromium')
// the cloud's tests run on SQLite and on PostgreSQL, whose server they start themselves
if (process.argv.includes('--postgres') && !existsSync('/usr/lib/postgresql')) missing.push('postgresql')
// the relay's multi-process tests share topics through a redis-server they start themselves
if (process.argv.includes('--postgres') && !existsSync('/usr/bin/redis-server')) missing.push('redis-server')
if (missing.length) {
  console.log(`Installing ${missing.join(' and ')} from Debian packages…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  run(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  )
}
