// `npm start` runs two anvil chains and two bundlers as child processes, and a dozen servers. A start that fails or is
// stopped part-way must leave nothing behind: no process of its group and no port, so the next `npm start` starts.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort, isPortFree } from '../../devnet/src/ports.mjs'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const PORT_NAMES = [
  'LATCH_RPC_PORT_A',
  'LATCH_RPC_PORT_B',
  'LATCH_BUNDLER_PORT_A',
  'LATCH_BUNDLER_PORT_B',
  'LATCH_DEMO_PORT',
  'LATCH_CLOUD_PORT',
  'LATCH_TEST_WALLET_PORT',
  'LATCH_SMTP_PORT',
  'LATCH_MAIL_INBOX_PORT',
  'LATCH_FRAME_PORT',
  'LATCH_OIDC_PORT',
  'LATCH_FARCASTER_PORT',
  'LATCH_SOLANA_PORT',
  'LATCH_BITCOIN_PORT',
  'LATCH_DASHBOARD_PORT',
  'LATCH_ONRAMP_PORT',
]

/**
 * `npm start` on ports of its own, in its own process group (what it spawns joins that group). Node itself runs the
 * script, with tsx as its loader: the tsx command would stand between the test's signal and the script, and under
 * load it kills the script outright when it does not hear back within 30 ms.
 */
async function npmStart(extraEnv: Record<string, string> = {}) {
  const ports: Record<string, string> = {}
  for (const name of PORT_NAMES) ports[name] = String(await freePort())
  const child = spawn(
    process.execPath,
    ['--conditions=@latch/source', '--import', 'tsx', 'tooling/devnet/src/start-demo.mjs'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...ports, LATCH_CLOUD_DATA_DIR: mkdtempSync(join(tmpdir(), 'latch-start-')), ...extraEnv },
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, ports: Object.values(ports).map(Number), exited, output: () => output }
}

/** the processes of a group still running (Linux's /proc; an exited process waiting to be reaped does not count) */
function runningInGroup(group: number): string[] {
  const running: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(pgrp) === group && state !== 'Z') running.push(pid)
    } catch {
      // gone while read
    }
  }
  return running
}

/** true once no process of the group is left running (each is given a few seconds to go) */
async function groupGone(child: ChildProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (runningInGroup(child.pid as number).length === 0) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // leave nothing behind for the other tests either
  process.kill(-(child.pid as number), 'SIGKILL')
  return false
}

async function answers(url: string) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    })
    return response.ok
  } catch {
    return false
  }
}

describe('npm start, ended part-way', () => {
  it('a step that fails after the chains, bundlers and stand-ins started stops them all', async () => {
    // the cloud's configuration is read after the chains, bundlers, mail catcher and stand-ins have started
    const start = await npmStart({ LATCH_OIDC_PROVIDERS: '{"google":{"issuer":"not a url"}}' })
    expect(await start.exited).toBe(1)
    expect(start.output()).toMatch(/npm start failed: /)
    expect(start.output()).not.toMatch(/Latch demo/)
    expect(await groupGone(start.child)).toBe(true)
    for (const port of start.ports) expect(await isPortFree(port), `port ${port}`).toBe(true)
  }, 180_000)

  it('a stop signal while the chains are starting stops what had started', async () => {
    const start = await npmStart()
    const chainA = `http://127.0.0.1:${start.ports[0]}`
    while (!(await answers(chainA))) {
      if (start.child.exitCode !== null) throw new Error(`npm start ended early:\n${start.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    start.child.kill('SIGTERM')
    await start.exited
    // the chains' start under way (contracts, bundlers) ends first, then everything stops
    expect(await groupGone(start.child, 120_000)).toBe(true)
    for (const port of start.ports) expect(await isPortFree(port), `port ${port}`).toBe(true)
  }, 240_000)
})
