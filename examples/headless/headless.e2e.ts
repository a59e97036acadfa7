// The headless example as a user builds it: installed from the packed tarballs, `vite build` with VITE_RPC_URL at
// the run's chain, served, and in Chromium the app's own connect screen (no modal) lists the EIP-6963 test wallet
// in Latch's injected group, connects it and signs (the signature checked against the account).
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveStatic } from '../../tooling/devnet/src/serve-static.mjs'
import { launchBrowser, newContext } from '../../tooling/e2e/src/browser.ts'
import { type InstalledExample, installExample, run, watchConsole } from '../../tooling/e2e/src/examples.ts'
import { installEvmWallet, TEST_WALLET_NAME } from '@latch/testing'
import { see } from '../../tooling/e2e/src/ui.ts'

const env = inject('consumers')
const account = env.accounts[8] as `0x${string}`
let example: InstalledExample | undefined
let server: { url: string; close(): Promise<void> } | undefined
let browser: Browser | undefined

beforeAll(async () => {
  example = await installExample('headless', env.packsDir)
  const started = performance.now()
  await run('npm', ['run', 'build'], { cwd: example.dir, env: { VITE_RPC_URL: env.rpcUrl } })
  console.log(
    `examples/headless: npm install ${example.installSeconds.toFixed(1)} s, vite build ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  server = await serveStatic(join(example.dir, 'dist'))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await example?.remove()
})

describe("examples/headless (an app's own connect screen)", () => {
  test("R-2.26 createLatch({ modal: false }): the app's screen lists the browser wallet under its group, connects it and signs; no modal is mounted", async () => {
    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)
    await installEvmWallet(context, { account, chains: { 31337: env.rpcUrl } })
    const page = await context.newPage()
    const messages = watchConsole(page)
    // every script the page fetches, to show the modal's code never comes
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text())
    })
    await page.goto(server!.url)
    const screen = page.getByRole('region', { name: 'Connect' })
    await see(screen.getByRole('heading', { name: 'In this browser' }))
    await screen.getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    const accountView = page.getByRole('region', { name: 'Account' })
    await see(accountView.getByText(new RegExp(account, 'i')))
    expect(await page.locator('latch-modal').count()).toBe(0)
    await accountView.getByRole('button', { name: 'Sign', exact: true }).click()
    const output = await see(accountView.locator('output').getByText(/^0x[0-9a-f]+$/))
    const signature = (await output.textContent()) as Hex
    expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
    await accountView.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await see(screen)
    expect(messages).toEqual([])
    // the modal's dialog is the only code that sets aria-modal
    expect((await Promise.all(scripts)).some((text) => text.includes('aria-modal'))).toBe(false)
    await context.close()
  })
})
