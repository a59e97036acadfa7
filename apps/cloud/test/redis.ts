// A throwaway redis-server (Debian's package) on a loopback port for the relay tests, unless
// LATCH_TEST_REDIS_URL names one (CI starts its own). No persistence: it lives as long as the test run.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const REDIS_SERVER = '/usr/bin/redis-server'

export interface TestRedis {
  url: string
  stop(): Promise<void>
}

export async function startTestRedis(port: number): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error('redis-server not found: apt-get install -y redis-server (npm test does this)')
  const dir = mkdtempSync(join(tmpdir(), 'latch-redis-'))
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-2000)))
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-2000)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `redis://127.0.0.1:${port}`
  try {
    await waitForPing(port, () => child.exitCode !== null)
  } catch (caught) {
    await stop()
    throw new Error(`redis-server did not start on ${port}: ${String(caught)} ${output.trim()}`)
  }
  return { url, stop }
}

/** PING in the inline protocol until +PONG: redis is ready ~10 ms after spawn */
async function waitForPing(port: number, gone: () => boolean) {
  const { createConnection } = await import('node:net')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (gone()) throw new Error('exited')
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no PONG within 10 s')
}
