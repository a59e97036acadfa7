// The React quick start as a user builds it: this folder installed from the packed tarballs (one npm install, no
// workspace links), `vite build` with VITE_RPC_URL pointing at the run's chain, the output served, and in Chromium
// the EIP-6963 test wallet connected and a message signed (the signature checked against the account).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveStatic } from '../../tooling/devnet/src/serve-static.mjs'
import { launchBrowser, newContext } from '../../tooling/e2e/src/browser.ts'
import { connectAndSign, type InstalledExample, installExample, run, watchConsole } from '../../tooling/e2e/src/examples.ts'
import { installTestWallet } from '../../tooling/e2e/src/test-wallet.ts'

const env = inject('consumers')
const account = env.accounts[9] as `0x${string}`
let example: InstalledExample | undefined
let server: { url: string; close(): Promise<void> } | undefined
let browser: Browser | undefined

beforeAll(async () => {
  example = await installExample('vite', env.packsDir)
  const started = performance.now()
  await run('npm', ['run', 'build'], { cwd: example.dir, env: { VITE_RPC_URL: env.rpcUrl } })
  console.log(`examples/vite: npm install ${example.installSeconds.toFixed(1)} s, vite build ${((performance.now() - started) / 1000).toFixed(1)} s`)
  server = await serveStatic(join(example.dir, 'dist'))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await example?.remove()
})

describe('examples/vite (the React quick start)', () => {
  test('R-1.2 R-1.10 installed from the tarballs and built with Vite, it connects the browser wallet and signs', async () => {
    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)
    await installTestWallet(context, { account, chains: { 31337: env.rpcUrl } })
    const page = await context.newPage()
    const messages = watchConsole(page)
    await page.goto(server!.url)
    await connectAndSign(page, account)
    expect(messages).toEqual([])
    await context.close()
  })

  test('the build is a production one (React and JSX), as a user\'s npm run build gives', async () => {
    const assets = join(example!.dir, 'dist', 'assets')
    const code = await Promise.all((await readdir(assets)).filter((file) => file.endsWith('.js')).map((file) => readFile(join(assets, file), 'utf8')))
    expect(code.some((text) => text.includes('jsxDEV') || text.includes('react.development'))).toBe(false)
  })
})
