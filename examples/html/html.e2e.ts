// The plain-HTML example as a user serves it: no framework, no bundler. This folder installed from the packed
// tarballs (one npm install: @latch/html and the @latch/core its types name), its page and node_modules served as
// static files, and in Chromium the custom elements render, the EIP-6963 test wallet connects through
// <latch-connect-button> and the page's own Sign button signs (the signature checked against the account).
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveStatic } from '../../tooling/devnet/src/serve-static.mjs'
import { launchBrowser, newContext } from '../../tooling/e2e/src/browser.ts'
import { connectAndSign, type InstalledExample, installExample, watchConsole } from '../../tooling/e2e/src/examples.ts'
import { installEvmWallet } from '@latch/testing'
import { accountButton, networkButton, see } from '../../tooling/e2e/src/ui.ts'

const env = inject('consumers')
const account = env.accounts[7] as `0x${string}`
const PAGE_RPC_LINE = "const RPC_URL = 'http://127.0.0.1:8545'"
let example: InstalledExample | undefined
let server: { url: string; close(): Promise<void> } | undefined
let browser: Browser | undefined

beforeAll(async () => {
  example = await installExample('html', env.packsDir)
  console.log(`examples/html: npm install ${example.installSeconds.toFixed(1)} s, no build`)
  // a static page has no build step to configure it: the copy gets this run's chain, as a deploy would write its own
  const page = join(example.dir, 'index.html')
  const html = await readFile(page, 'utf8')
  if (!html.includes(PAGE_RPC_LINE)) throw new Error(`examples/html/index.html no longer has the line ${PAGE_RPC_LINE}`)
  await writeFile(page, html.replace(PAGE_RPC_LINE, `const RPC_URL = '${env.rpcUrl}'`))
  server = await serveStatic(example.dir)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await example?.remove()
})

describe('examples/html (custom elements, no bundler)', () => {
  test('R-1.2 R-1.10 the elements render from @latch/html, the browser wallet connects and the page signs', async () => {
    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)
    await installEvmWallet(context, { account, chains: { 31337: env.rpcUrl } })
    const page = await context.newPage()
    const messages = watchConsole(page)
    const scripts: string[] = []
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    )
    await page.goto(server!.url)
    await see(networkButton(page, 'Latch Devnet'))
    // the page loads the package's one module, not its sources or a bundler's output
    expect(scripts[0]).toBe('/node_modules/@latch/html/dist/index.js')
    await connectAndSign(page, account)
    // <latch-connect-button> and <latch-account-button> both show the account
    expect(await accountButton(page, account).count()).toBe(2)
    expect(messages).toEqual([])
    await context.close()
  })
})
