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
import { installEvmWallet } from '@latch/testing'
import { see } from '../../tooling/e2e/src/ui.ts'

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
