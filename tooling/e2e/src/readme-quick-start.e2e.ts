// The README's React quick start as its reader runs it beside `npm start`, against this run's chain, cloud and
// frame (the services `npm start` runs): its project made with what `latch-cloud project create` sends (through the
// admin API), the sample taken from the README word for word but for the addresses it names (`npm start`'s fixed
// ports, this run's here), built with Vite from the workspace's sources, then in Chromium: the wallet list, a pairing
// link, and an email sign-in through the frame that connects. Installing the same packages from their tarballs is
// examples/vite's (vite.e2e.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveStatic } from '../../devnet/src/serve-static.mjs'
import { codeBox, finishSignIn, startEmailLogin, uniqueEmail, waitForCode } from './embedded.ts'
import { env } from './harness.ts'
import { useBrowser } from './browser.ts'
import { connectButton, dialog, see } from './ui.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
/** what the README names, for `npm start`'s default ports */
const NPM_START = {
  rpc: 'http://127.0.0.1:8545',
  cloud: 'http://127.0.0.1:8787',
  relay: 'ws://127.0.0.1:8787/relay',
  frame: 'http://127.0.0.1:5175/',
}
const browser = useBrowser()
let app: { url: string; close(): Promise<void> } | undefined
let dir = ''

/** the README's tsx sample and its `latch-cloud project create` line */
async function quickStart(): Promise<{ sample: string; projectId: string; name: string }> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8')
  const sample = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const create = readme.split('\n').find((line) => line.includes('latch-cloud.mjs project create')) ?? ''
  const projectId = /--id (\S+)/.exec(create)?.[1] ?? ''
  const name = /--name "([^"]+)"/.exec(create)?.[1] ?? ''
  return { sample, projectId, name }
}

beforeAll(async () => {
  const { sample, projectId, name } = await quickStart()
  for (const address of Object.values(NPM_START)) expect(sample).toContain(`'${address}'`)
  expect(sample).toContain(`const PROJECT_ID = '${projectId}'`)
  // the sample's page is served first: its origin goes into the project, as the README's --origins does
  dir = join(ROOT, 'tmp', `quick-start-${process.pid}`)
  await mkdir(join(dir, 'src'), { recursive: true })
  await mkdir(join(dir, 'dist'), { recursive: true })
  app = await serveStatic(join(dir, 'dist'))
  const created = await fetch(`${env.cloudUrl}/admin/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: projectId,
      name,
      allowedOrigins: [new URL(app.url).origin, new URL(env.frameUrl).origin],
    }),
  })
  expect(created.status).toBe(201)
  const main = sample
    .replaceAll(`'${NPM_START.rpc}'`, `'${env.rpcUrls[0]}'`)
    .replaceAll(`'${NPM_START.relay}'`, `'${env.relayUrl}'`)
    .replaceAll(`'${NPM_START.cloud}'`, `'${env.cloudUrl}'`)
    .replaceAll(`'${NPM_START.frame}'`, `'${env.frameUrl}'`)
  await writeFile(join(dir, 'src/main.tsx'), main)
  // the README's index.html, word for word
  await writeFile(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="/src/main.tsx"></script>\n')
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
      },
    },
  })
}, 180_000)

afterAll(async () => {
  await app?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe("the README's quick start, beside the services npm start runs", () => {
  test('R-1.1 R-1.3 R-1.4 Connect lists the catalogue and WalletConnect shows a pairing link; email signs in with the mailed code and connects', async () => {
    const context = await browser.newContext()
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(app!.url)

    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    // the cloud's catalogue answered the project: its wallets are recommended, with All Wallets after them
    await see(connect.getByRole('button', { name: 'All Wallets', exact: true }))
    await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    const pairing = await see(dialog(page, 'WalletConnect'))
    await see(pairing.getByRole('img', { name: 'QR code for the pairing link' }))
    await page.getByRole('button', { name: 'Close', exact: true }).click()

    const email = uniqueEmail('quick-start')
    const confirm = await startEmailLogin(page, email)
    await codeBox(confirm).fill(await waitForCode(email))
    await finishSignIn(page, email)
    await see(page.getByRole('button', { name: /^Account 0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/ }))
    expect(errors).toEqual([])
    await context.close()
  })
})
