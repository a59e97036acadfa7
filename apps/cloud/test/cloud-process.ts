// A cloud as its own Node process, as `latch-cloud serve` runs it (apps/cloud/src/main.ts, bundled once per run by
// cloud-build.ts), configured by its environment; resolves once it prints where it listens. For the tests that need
// several processes, or to kill one.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import type { CloudEntry } from './cloud-build.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** the file that runs `entry` (src/main.ts, src/cli.ts or the relay flood) as built for this test run */
export function cloudEntry(entry: CloudEntry): string {
  return join(inject('cloudBuild'), `${entry}.mjs`)
}

export interface CloudProcess {
  url: string
  child: ChildProcess
  /** the process's output so far (stdout and stderr) */
  output(): string
  /** SIGTERM, then waits for the exit */
  stop(): Promise<void>
  /** SIGKILL: no clean-up at all, as a crash or an OOM kill */
  kill(): Promise<void>
}

export async function startCloudProcess(env: NodeJS.ProcessEnv): Promise<CloudProcess> {
  const child = spawn(process.execPath, [cloudEntry('main'), '--dev'], {
    cwd: ROOT,
    // info at least: the line that says where it listens is an info line
    env: {
      ...process.env,
      LATCH_CLOUD_HOST: '127.0.0.1',
      LATCH_INDEXER: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
      LATCH_LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000)
      const ready = /Latch cloud on (\S+)/.exec(output)
      if (ready?.[1]) resolve(ready[1])
    })
    child.once('exit', (code) => reject(new Error(`cloud process exited (${code}): ${output}`)))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { url, child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') }
}
