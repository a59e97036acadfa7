// What the examples' browser tests share: an example installed as a user would (a copy outside the repository, so
// nothing resolves from the workspace's node_modules, with the run's tarballs where its package.json points:
// ../../.packs/), the commands they run, the console they must keep clean, and the connect-and-sign round trip.
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { ConsoleMessage, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { expect } from 'vitest'
import { TEST_WALLET_NAME } from '@latch/testing'
import { accountButton, anyDialog, connectButton, dialog, gone, see } from './ui.ts'

const EXAMPLES_DIR = fileURLToPath(new URL('../../../examples/', import.meta.url))
/** what a copy leaves out: a user's local install or build, and the tests themselves */
const NOT_COPIED = /(^|\/)(node_modules|\.next|dist|package-lock\.json|next-env\.d\.ts)$|\.(e2e|test)\.ts$/

export interface InstalledExample {
  /** the example's copy, its dependencies installed */
  dir: string
  installSeconds: number
  remove(): Promise<void>
}

/**
 * copies examples/<name> to <tmp>/examples/<name> beside <tmp>/.packs (a link to the run's tarballs) and runs one
 * `npm install` there: the tarballs its package.json names (file:../../.packs/…) and the rest from the registry,
 * from npm's cache when it has them (--prefer-offline)
 */
export async function installExample(name: string, packsDir: string): Promise<InstalledExample> {
  const root = await mkdtemp(join(tmpdir(), `latch-example-${name}-`))
  const dir = join(root, 'examples', name)
  const remove = () => rm(root, { recursive: true, force: true })
  try {
    await mkdir(join(root, 'examples'))
    await symlink(packsDir, join(root, '.packs'), 'dir')
    await cp(join(EXAMPLES_DIR, name), dir, { recursive: true, filter: (source) => !NOT_COPIED.test(source) })
    const started = performance.now()
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir })
    return { dir, installSeconds: (performance.now() - started) / 1000, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

/** runs a command to its end; fails with its output */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd: options.cwd,
      env: { ...userEnvironment(), ...options.env },
      maxBuffer: 64 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd}:\n${stdout}${stderr}`.slice(0, 8000), {
      cause: error,
    })
  }
}

/**
 * this process's environment as a user's shell would have it: without what Vitest (NODE_ENV=test, which would make
 * Vite bundle React's development build) and the `npm test` script around it set; npm's own configuration is kept
 */
export function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NODE_ENV|VITEST.*|npm_package_.*|npm_lifecycle_.*|INIT_CWD)$/.test(name),
    ),
  )
}

/** every console warning and error, and every uncaught page error (a hydration mismatch, a blocked request) */
export function watchConsole(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`))
  return seen
}

/**
 * Connect Wallet → the test wallet → the page shows the account (on every button that shows it: the connect button
 * and, in the HTML example, the account button too); then Sign, and the signature is the account's
 */
export async function connectAndSign(page: Page, account: `0x${string}`): Promise<void> {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
  await see(accountButton(page, account).first())
  await gone(anyDialog(page))
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  const output = await see(page.locator('output').getByText(/^0x[0-9a-f]+$/))
  const signature = (await output.textContent()) as Hex
  expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
}
