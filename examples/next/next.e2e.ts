// The Next.js App Router example as a user runs it: installed from the packed tarballs (one npm install), `next build`
// then `next start` (telemetry off; Chromium reaches nothing but loopback). The page is a Server Component importing
// ConnectButton from @latch/react ('use client'), with a client boundary creating the instance from the request's
// cookies. Checked: the server HTML for a new visitor, connecting the EIP-6963 test wallet and signing, and on reload
// the server HTML carrying the account (cookie storage) with no "Connect Wallet" ever shown; no hydration warning or
// other console message in the browser, and no error from the server (no browser global touched there).
import { type ChildProcess, spawn } from 'node:child_process'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { freePort } from '../../tooling/devnet/src/ports.mjs'
import { launchBrowser, newContext } from '../../tooling/e2e/src/browser.ts'
import { truncated } from '../../tooling/e2e/src/chain.ts'
import {
  connectAndSign,
  type InstalledExample,
  installExample,
  run,
  userEnvironment,
  watchConsole,
} from '../../tooling/e2e/src/examples.ts'
import { installEvmWallet } from '@latch/testing'
import { accountButton, see } from '../../tooling/e2e/src/ui.ts'

const env = inject('consumers')
const account = env.accounts[8] as `0x${string}`
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_RPC_URL: env.rpcUrl }
let example: InstalledExample | undefined
let server: ChildProcess | undefined
let serverOutput = ''
let url = ''
let browser: Browser | undefined

beforeAll(async () => {
  example = await installExample('next', env.packsDir)
  const started = performance.now()
  await run(`${example.dir}/node_modules/.bin/next`, ['build'], { cwd: example.dir, env: NEXT_ENV })
  console.log(
    `examples/next: npm install ${example.installSeconds.toFixed(1)} s, next build ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const port = await freePort()
  url = `http://127.0.0.1:${port}/`
  server = spawn(
    `${example.dir}/node_modules/.bin/next`,
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: example.dir,
      env: { ...userEnvironment(), ...NEXT_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (chunk) => (serverOutput += chunk))
  server.stderr?.on('data', (chunk) => (serverOutput += chunk))
  await until(
    async () => (await fetch(url)).ok,
    30_000,
    () => `next start did not answer on ${url}: ${serverOutput}`,
  )
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await example?.remove()
})

describe('examples/next (App Router, server-rendered)', () => {
  test('R-1.2 R-1.10 R-4.5 a new visitor gets "Connect Wallet" in the server HTML, connects and signs; back again, the server renders the account, with no flash and no hydration warning', async () => {
    const fresh = await (await fetch(url)).text()
    expect(fresh).toContain('>Connect Wallet</button>')
    expect(fresh).toContain('aria-label="Network: Latch Devnet"')

    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)
    await installEvmWallet(context, { account, chains: { 31337: env.rpcUrl } })
    // from the first parsed node on: was a "Connect Wallet" button ever in the document?
    await context.addInitScript({
      content: `new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((button) => button.textContent === 'Connect Wallet')) window.__sawConnectWallet = true
      }).observe(document, { childList: true, subtree: true, characterData: true })`,
    })
    const page = await context.newPage()
    const messages = watchConsole(page)
    page.on(
      'response',
      (response) => response.status() >= 400 && messages.push(`${response.status()} ${response.url()}`),
    )
    await page.goto(url)
    await connectAndSign(page, account)

    const returning = await page.reload()
    const html = (await returning?.text()) ?? ''
    expect(html).toContain(`aria-label="Account ${truncated(account)}"`)
    expect(html).not.toContain('Connect Wallet')
    await see(accountButton(page, account))
    await page.waitForLoadState('networkidle')
    expect(await accountButton(page, account).isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as { __sawConnectWallet?: boolean }).__sawConnectWallet ?? false)).toBe(
      false,
    )

    expect(messages).toEqual([])
    expect(serverOutput).not.toMatch(/error|warn|window is not defined|document is not defined/i)
    await context.close()
  })
})

async function until(check: () => Promise<boolean>, timeoutMs: number, failure: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(failure())
}
