// The React quick start as a user builds it: this folder installed from the packed tarballs (one npm install, no
// workspace links), `vite build` with VITE_RPC_URL pointing at the run's chain, the output served, and in Chromium
// the EIP-6963 test wallet connected and a message signed (the signature checked against the account). The same
// install carries @latch/testing from its tarball, and a dApp's own test written with it drives the real modal.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from 'playwright-core'
import { createPublicClient, createTestClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveStatic } from '../../tooling/devnet/src/serve-static.mjs'
import { launchBrowser, newContext } from '../../tooling/e2e/src/browser.ts'
import {
  connectAndSign,
  type InstalledExample,
  installExample,
  run,
  watchConsole,
} from '../../tooling/e2e/src/examples.ts'
import { installEvmWallet, TEST_WALLET_NAME } from '@latch/testing'
import { connectButton, dialog, see } from '../../tooling/e2e/src/ui.ts'

const env = inject('consumers')
const account = env.accounts[9] as `0x${string}`
let example: InstalledExample | undefined
let server: { url: string; close(): Promise<void> } | undefined
let browser: Browser | undefined

beforeAll(async () => {
  example = await installExample('vite', env.packsDir)
  const started = performance.now()
  await run('npm', ['run', 'build'], { cwd: example.dir, env: { VITE_RPC_URL: env.rpcUrl } })
  console.log(
    `examples/vite: npm install ${example.installSeconds.toFixed(1)} s, vite build ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
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
    await installEvmWallet(context, { account, chains: { 31337: env.rpcUrl } })
    const page = await context.newPage()
    const messages = watchConsole(page)
    await page.goto(server!.url)
    await connectAndSign(page, account)
    expect(messages).toEqual([])
    await context.close()
  })

  test("R-1.2 a dApp's own test with @latch/testing (from its tarball): a private-key wallet connects through the real modal, signs, and sends a transaction to the chain", async () => {
    // the kit as the example installed it: its dist and its own viem, not the workspace's sources
    const kit: typeof import('@latch/testing') = await import(
      pathToFileURL(join(example!.dir, 'node_modules/@latch/testing/dist/index.js')).href
    )
    // a key the chain does not hold unlocked: only the kit's binding can sign for it
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)

    // what the dApp's test writes
    await kit.installEvmWallet(context, { privateKey, chains: { 31337: env.rpcUrl } })
    const page = await context.newPage()
    const messages = watchConsole(page)
    await page.goto(server!.url)
    await kit.connectWallet(page, kit.TEST_WALLET_NAME)
    await see(page.getByRole('button', { name: `Account ${address.slice(0, 4)}...${address.slice(-6)}` }))
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    const output = await see(page.locator('output').getByText(/^0x[0-9a-f]+$/))
    expect(await verifyMessage({ address, message: 'hello', signature: (await output.textContent()) as Hex })).toBe(
      true,
    )
    expect((await kit.evmWalletState(page)).signed.map((request) => request.method)).toEqual(['personal_sign'])

    // eth_sendTransaction: signed by the kit with the key, sent raw to the wallet's chain
    const client = createPublicClient({ transport: http(env.rpcUrl) })
    await createTestClient({ mode: 'anvil', transport: http(env.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    const to = env.accounts[7] as `0x${string}`
    const before = await client.getBalance({ address: to })
    const hash = (await page.evaluate(
      ([from, recipient]) =>
        new Promise<string>((resolve, reject) => {
          // the wallet answers the EIP-6963 request with its provider, as it answers the app
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => {
              const { provider } = (event as CustomEvent<{ provider: { request(args: unknown): Promise<string> } }>)
                .detail
              provider
                .request({
                  method: 'eth_sendTransaction',
                  params: [{ from, to: recipient, value: '0x2386f26fc10000' }],
                })
                .then(resolve, reject)
            },
            { once: true },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
      [address, to],
    )) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.01'))
    expect(messages).toEqual([])
    await context.close()
  })

  test('R-2.5 a tap at the first paint, before the page was idle: the wallet list needs two rounds of requests after the first chunk, not three', async () => {
    const firstPaintScripts = new Set(
      [...(await readFile(join(example!.dir, 'dist', 'index.html'), 'utf8')).matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(
        ([, path]) => path,
      ),
    )
    const context = await newContext(browser!)
    context.setDefaultTimeout(15_000)
    await installEvmWallet(context, { account, chains: { 31337: env.rpcUrl } })
    // a phone still loading has no idle moment before the tap: nothing is prefetched on idle
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    const page = await context.newPage()
    // every script after the first paint's waits here, and leaves with the others in one round: a round is what a
    // phone's round trip costs, whatever the bytes
    const held: (() => Promise<void>)[] = []
    let lastHeld = performance.now()
    await page.route(
      (url) => url.origin === server!.url && url.pathname.endsWith('.js') && !firstPaintScripts.has(url.pathname),
      (route) => {
        held.push(() => route.continue())
        lastHeld = performance.now()
      },
    )
    await page.goto(server!.url)
    await connectButton(page).click()
    const firstRow = dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true })
    let rounds = 0
    while (!(await firstRow.isVisible())) {
      // the page has asked for all it can without these responses once no request came for two seconds (a busy
      // machine's parse of the last chunk included)
      if (held.length === 0 || performance.now() - lastHeld < 2000) {
        await page.waitForTimeout(100)
        continue
      }
      rounds++
      expect(rounds, 'rounds of requests before the wallet list').toBeLessThanOrEqual(2)
      await Promise.all(held.splice(0).map((release) => release()))
    }
    // round one: the features' small chunk of import()s, the adapters' setup, and the map of view chunks with the
    // shell and the Connect view in it; round two: the features. Every script was held (none came from a cache)
    expect(rounds).toBeGreaterThan(0)
    await context.close()
  })

  test("the build is a production one (React and JSX), as a user's npm run build gives", async () => {
    const assets = join(example!.dir, 'dist', 'assets')
    const code = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join(assets, file), 'utf8')),
    )
    expect(code.some((text) => text.includes('jsxDEV') || text.includes('react.development'))).toBe(false)
  })
})
