// The README's "use it in your app" sample (examples/readme/main.tsx), built as a user would and used.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { build, defaultClientConditions } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveStatic } from '../../devnet/src/serve-static.mjs'
import { launchBrowser, newContext } from './browser.ts'
import { installTestWallet } from './test-wallet.ts'
import { chooseWallet, see } from './ui.ts'

const env = inject('e2e')
const account = env.accounts[9] as `0x${string}`
let browser: Browser
let sample: { url: string; close(): Promise<void> }
let outDir: string

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'latch-readme-'))
  await build({
    root: fileURLToPath(new URL('../../../examples/readme', import.meta.url)),
    configFile: false,
    logLevel: 'error',
    // the workspace's @latch packages from their TypeScript sources (`@latch/source` in their exports)
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true },
    define: { 'import.meta.env.VITE_RPC_URL': JSON.stringify(env.rpcUrls[0]) },
  })
  sample = await serveStatic(outDir)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sample?.close()
  await rm(outDir, { recursive: true, force: true })
})

describe('README sample', () => {
  test('R-1.2 R-1.10 builds with Vite, connects the browser wallet and signs', async () => {
    const context = await newContext(browser)
    context.setDefaultTimeout(15_000)
    await installTestWallet(context, { account, chains: { 31337: env.rpcUrls[0] } })
    const page = await context.newPage()
    await page.goto(sample.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await chooseWallet(page, account)
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    const output = await see(page.locator('output').getByText(/^0x[0-9a-f]+$/))
    const signature = (await output.textContent()) as Hex
    expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true)
    await context.close()
  })
})
