// The operator's dashboard against the e2e cloud: a project made and configured in the page changes the
// demo's modal; a wallet image uploaded is served; connections made in the demo show in the chart's data table and
// the CSV, and a refused one under connection health by wallet and platform; an email captured through the cloud is listed, exported and deleted on People, and its sign-in charted;
// a swap and a sandbox onramp purchase show in their charts;
// a project's social provider is refused with a clear error, then saved with its secret shown only as set; the admin
// API refuses without the token; the block list is edited and served to the frame; every page passes axe in light and
// dark.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_ACCOUNTS } from '@latch/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildDashboard } from '../../../apps/dashboard/build.mjs'
import { type DashboardServer, startDashboardServer } from '../../../apps/dashboard/server.ts'
import { axeViolations } from './axe.ts'
import { uniqueEmail, waitForCode } from './embedded.ts'
import { launchBrowser, newContext } from './browser.ts'
import { CHAIN_A, CHAIN_B, devAccount, env } from './harness.ts'
import { installEvmWallet, setEvmRejectConnect, TEST_WALLET_NAME } from '@latch/testing'
import { connectButton, dialog, see } from './ui.ts'

const PROJECT = `dash-${Date.now().toString(36)}`
const account = devAccount(9)
/** LATCH_DASHBOARD_SCREENSHOTS=1 refreshes the committed screenshots (docs/screenshots/dashboard) */
const SCREENSHOTS = process.env.LATCH_DASHBOARD_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/dashboard/', import.meta.url))
  : undefined
/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let browser: Browser
let dashboard: DashboardServer
let dashboardDir: string
let operator: BrowserContext
let page: Page
/** errors the dashboard page logged (a CSP refusal shows here) */
const pageErrors: string[] = []

const nav = (name: string) => page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name, exact: true })
const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

/** the demo under the test's project, with the test wallet installed */
async function openDemo({ rejectConnect = false } = {}): Promise<{ demo: Page; context: BrowserContext }> {
  const context = await newContext(browser)
  context.setDefaultTimeout(15_000)
  await installEvmWallet(context, {
    chains: { [CHAIN_A]: env.rpcUrls[0], [CHAIN_B]: env.rpcUrls[1] },
    account,
    rejectConnect,
  })
  const demo = await context.newPage()
  await demo.goto(`${env.demoUrl}/?projectId=${PROJECT}`)
  return { demo, context }
}

const origin = () => new URL(env.demoUrl).origin

async function call(path: string, body: unknown, session?: string) {
  const response = await fetch(`${env.cloudUrl}${path}?projectId=${PROJECT}`, {
    method: 'POST',
    headers: {
      origin: origin(),
      'content-type': 'application/json',
      ...(session ? { 'x-latch-session': session } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Record<string, string>
}

/** a wallet user of the test's project signs in with X (SPEC §7 /v1/sessions): the session's id and CAIP-10 account */
async function signInWithX(index: number): Promise<{ id: string; account: string }> {
  const signer = DEV_ACCOUNTS[index]!
  const { nonce } = await call('/v1/sessions/nonce', {})
  const fields = {
    address: signer.address,
    chainId: CHAIN_A,
    domain: new URL(origin()).host,
    uri: `${origin()}/`,
    version: '1' as const,
    nonce: nonce!,
    issuedAt: new Date(),
  }
  const message = createSiweMessage(fields)
  const session = await call('/v1/sessions', {
    chainId: `eip155:${CHAIN_A}`,
    accountAddress: signer.address,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt.toISOString(),
    message,
    signature: await signer.signMessage({ message }),
  })
  return { id: session.id!, account: session.account! }
}

/** a wallet user of the test's project signs in with X and confirms `email` through the cloud's data-capture API,
 * the calls the modal's DataCapture makes (the code read from the mail catcher); their CAIP-10 account */
async function captureEmail(index: number, email: string): Promise<string> {
  const session = await signInWithX(index)
  await call('/v1/data-capture/start', { email }, session.id)
  await call('/v1/data-capture/verify', { email, otp: await waitForCode(email) }, session.id)
  return session.account
}

beforeAll(async () => {
  dashboardDir = mkdtempSync(join(tmpdir(), 'latch-e2e-dashboard-'))
  await buildDashboard({ outDir: dashboardDir, logLevel: 'error' })
  dashboard = await startDashboardServer({ root: dashboardDir, cloudUrl: env.cloudUrl })
  browser = await launchBrowser()
  operator = await newContext(browser, { acceptDownloads: true })
  operator.setDefaultTimeout(15_000)
  page = await operator.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on(
    'console',
    (message) =>
      void (
        message.type() === 'error' &&
        /Content.Security.Policy|script-src|default-src|Refused/i.test(message.text()) &&
        pageErrors.push(message.text())
      ),
  )
  await page.goto(`${dashboard.url}/#token=${env.adminToken}`)
  await see(page.getByRole('heading', { name: 'Projects', exact: true }))
})

afterAll(async () => {
  await browser?.close()
  await dashboard?.close()
  if (dashboardDir) rmSync(dashboardDir, { recursive: true, force: true })
})

describe('operator dashboard', () => {
  test('the admin API refuses without the token, through the dashboard too (401)', async () => {
    for (const path of ['/admin/projects', `/admin/analytics?projectId=latch-demo`]) {
      const response = await fetch(`${dashboard.url}${path}`)
      expect(response.status, path).toBe(401)
    }
    const ok = await fetch(`${dashboard.url}/admin/projects`, {
      headers: { authorization: `Bearer ${env.adminToken}` },
    })
    expect(ok.status).toBe(200)
    // only the admin API and wallet images reach the cloud through the dashboard
    expect(
      (await fetch(`${dashboard.url}/appkit/v1/config?projectId=latch-demo`)).headers.get('content-type'),
    ).toContain('text/html')
    expect((await fetch(dashboard.url)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('create a project, add origins (checked live), switch email off: the demo modal loses its email field', async () => {
    await page.getByRole('textbox', { name: 'Project id' }).fill(PROJECT)
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dashboard e2e')
    await page.getByRole('button', { name: 'Create project' }).click()
    await see(status(`Project ${PROJECT} created.`))
    await see(page.getByRole('heading', { name: `Project ${PROJECT}` }))
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('pro')
    const newOrigin = page.getByRole('textbox', { name: 'New origin' })
    // a pattern that matches everything is refused with a message, and nothing is saved
    await newOrigin.fill('*')
    await page.getByRole('button', { name: 'Add origin' }).click()
    await page.getByRole('button', { name: 'Save project' }).click()
    await see(page.getByRole('alert').filter({ hasText: 'matches every origin' }))
    await page.getByRole('button', { name: 'Remove *' }).click()
    for (const origin of [new URL(env.demoUrl).origin, new URL(env.frameUrl).origin]) {
      await newOrigin.fill(origin)
      await newOrigin.press('Enter')
    }
    const check = page.getByRole('textbox', { name: 'Would this origin pass?' })
    await check.fill(new URL(env.demoUrl).origin)
    await see(status(`${new URL(env.demoUrl).origin} would pass`))
    await check.fill('https://evil.example')
    await see(status('https://evil.example would be refused'))
    await page.getByRole('button', { name: 'Save project' }).click()
    await see(status('Saved.'))

    const { demo, context } = await openDemo()
    await connectButton(demo).click()
    await see(dialog(demo, 'Connect Wallet').getByRole('textbox', { name: 'Email', exact: true }))
    await context.close()

    await page.getByRole('checkbox', { name: 'Email', exact: true }).uncheck()
    await page.getByRole('button', { name: 'Save project' }).click()
    await see(status('Saved.'))
    const again = await openDemo()
    await connectButton(again.demo).click()
    const modal = await see(dialog(again.demo, 'Connect Wallet'))
    await see(modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    // the project's features arrive with the cloud's config, after the instance's own load
    await expect.poll(() => modal.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0)
    await again.context.close()
  })

  test('upload a wallet image: the cloud serves it; feature the wallet: the catalogue lists it first for the project', async () => {
    await nav('Catalogue').click()
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('Exodus')
    const upload = page.getByLabel('Replace image of Exodus', { exact: true })
    await upload.setInputFiles({ name: 'exodus.png', mimeType: 'image/png', buffer: PNG })
    await see(status('New image stored for Exodus.'))
    const image = page.getByRole('img', { name: 'Exodus image' })
    await expect.poll(async () => (await image.getAttribute('src')) ?? '').toContain('v=1')
    const served = await page.request.get(
      `${env.cloudUrl}${new URL((await image.getAttribute('src'))!, dashboard.url).pathname}?projectId=${PROJECT}`,
    )
    expect(served.headers()['content-type']).toBe('image/png')
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true)
    // featured in the test's project: the catalogue the modal pages through lists it first
    await page.getByRole('combobox', { name: `Place of Exodus in Dashboard e2e` }).selectOption('featured')
    await see(status('Exodus is featured in Dashboard e2e.'))
    const wallets = await (
      await page.request.get(
        `${env.cloudUrl}/getWallets?projectId=${PROJECT}&st=latch-react&sv=0.1.0&page=1&entries=40`,
      )
    ).json()
    expect(wallets.data[0].name).toBe('Exodus')
    // a file that is not an image is refused with the cloud's message
    await upload.setInputFiles({ name: 'exodus.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
    await see(page.getByRole('alert').filter({ hasText: 'Exodus: The bytes are not image/png' }))
  })

  test("connections made in the demo appear in the chart's data table and in the CSV export; a refused one under connection health", async () => {
    const { demo, context } = await openDemo({ rejectConnect: true })
    // the page sends its events once the project's analytics setting has come back: closing it sooner loses them
    const sent = (event: string) =>
      demo.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.endsWith('/e') && (response.request().postData() ?? '').includes(event),
      )
    const failed = sent('CONNECT_ERROR')
    await connectButton(demo).click()
    await dialog(demo, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    const connecting = await see(dialog(demo, TEST_WALLET_NAME))
    await see(connecting.getByRole('alert').filter({ hasText: 'Connection rejected' }))
    await failed
    await setEvmRejectConnect(demo, false)
    const reported = sent('CONNECT_SUCCESS')
    await connecting.getByRole('button', { name: 'Try again', exact: true }).click()
    await reported
    await context.close()
    await nav('Analytics').click()
    await page.getByRole('combobox', { name: 'Project' }).selectOption(PROJECT)
    const table = page.getByRole('table', { name: 'Connections by wallet: data' })
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click()
          return table.getByRole('columnheader', { name: TEST_WALLET_NAME }).count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    const today = new Date().toISOString().slice(0, 10)
    await see(table.getByRole('row', { name: `${today} 1` }))
    await see(
      page.getByRole('table', { name: 'Connections by method: data' }).getByRole('columnheader', { name: 'browser' }),
    )
    // the refused attempt, by wallet and platform (a desktop Chromium)
    await see(
      page
        .getByRole('table', { name: 'Failed connections and stale sessions by wallet and platform' })
        .getByRole('row', { name: `${TEST_WALLET_NAME} desktop 1 0` }),
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`latch-${PROJECT}-7d.csv`)
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('bucket,series,key,count')
    expect(csv).toContain(`${today},connections_by_wallet,${TEST_WALLET_NAME},1`)
    expect(csv).toContain(`,failed_connections,${TEST_WALLET_NAME} (desktop),1`)
  })

  test('R-1.12 an email captured through the cloud shows on People, is exported as CSV, and is deleted', async () => {
    await nav('Projects').click()
    await page.getByRole('checkbox', { name: 'Email capture', exact: true }).check()
    await page.getByRole('button', { name: 'Save project' }).click()
    await see(status('Saved.'))
    const email = uniqueEmail('dashboard-capture')
    const captured = await captureEmail(7, email)
    await nav('People').click()
    await page.getByRole('combobox', { name: 'Project' }).selectOption(PROJECT)
    const table = page.getByRole('table', { name: 'Captured emails' })
    await see(table.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')} ${captured}`) }))
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export emails CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`latch-${PROJECT}-emails.csv`)
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(csv[0]).toBe('account,email,created')
    expect(csv.some((line) => line.startsWith(`${captured},${email},`))).toBe(true)
    await table.getByRole('button', { name: `Delete email ${email}` }).click()
    await see(status(`Email ${email} deleted.`))
    await see(table.getByRole('cell', { name: 'No captured emails.' }))
    const listed = await fetch(`${env.cloudUrl}/admin/projects/${PROJECT}/captured-emails`, {
      headers: { authorization: `Bearer ${env.adminToken}` },
    })
    expect(await listed.json()).toEqual({ data: [] })
  })

  test("the wallet user's sign-in with X shows in the sign-ins chart's data table", async () => {
    await nav('Analytics').click()
    const table = page.getByRole('table', { name: 'Sign-ins by method: data' })
    await page.getByRole('button', { name: 'Refresh' }).click()
    await see(table.getByRole('columnheader', { name: 'siwx' }))
    await see(table.getByRole('row', { name: `${new Date().toISOString().slice(0, 10)} 1` }))
  })

  test("the Service figures on Projects come from the cloud's counters: requests, errors, relay sockets, today's sign-ins", async () => {
    await nav('Projects').click()
    const service = page.getByRole('region', { name: 'Service' })
    const figure = async (name: string) => {
      const terms = await service.getByRole('term').allTextContents()
      const values = await service.getByRole('definition').allTextContents()
      return Number(values[terms.indexOf(name)]!.replace(/\D/g, ''))
    }
    await see(service.getByRole('term').filter({ hasText: 'Sign-ins today' }))
    const operations = (await (
      await fetch(`${dashboard.url}/admin/operations`, { headers: { authorization: `Bearer ${env.adminToken}` } })
    ).json()) as Record<string, number>
    // the wallet user's sign-in with X above is one of today's
    expect(await figure('Sign-ins today')).toBeGreaterThanOrEqual(1)
    expect(await figure('Sign-ins today')).toBeLessThanOrEqual(operations.signInsToday!)
    expect(await figure('Requests')).toBeGreaterThan(0)
    expect(await figure('Requests')).toBeLessThanOrEqual(operations.requests!)
    expect(await figure('Server errors')).toBe(operations.errors)
  })

  test('a swap (the SWAP_SUCCESS core posts) and an onramp purchase paid in the sandbox show in their charts', async () => {
    const origin = new URL(env.demoUrl).origin
    const cloudCall = async (path: string, body: unknown) => {
      const response = await fetch(`${env.cloudUrl}${path}?projectId=${PROJECT}&st=latch-react&sv=0.1.0`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as Record<string, string>
    }
    const network = `eip155:${CHAIN_A}`
    await cloudCall('/e', {
      eventId: `swap-${PROJECT}`,
      url: `${origin}/`,
      domain: new URL(origin).hostname,
      timestamp: Date.now(),
      props: { type: 'track', event: 'SWAP_SUCCESS', properties: { network, fromSymbol: 'LTT', toSymbol: 'ETH' } },
    })
    // a purchase is charted once paid: the sandbox checkout pays on chain and calls the cloud back
    const { url } = await cloudCall('/v1/generators/onrampurl', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network,
      provider: 'sandbox',
      address: account,
    })
    const checkout = new URL(url!)
    const paid = await fetch(`${checkout.origin}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: checkout.search.slice(1), card: '4242 4242 4242 4242' }).toString(),
    })
    expect(await paid.text()).toContain('Payment complete.')
    await nav('Analytics').click()
    const today = new Date().toISOString().slice(0, 10)
    const swaps = page.getByRole('table', { name: 'Swaps: data' })
    const purchases = page.getByRole('table', { name: 'Onramp purchases: data' })
    await see(page.getByRole('figure', { name: 'Swaps', exact: true }))
    await see(page.getByRole('figure', { name: 'Onramp purchases', exact: true }))
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click()
          return purchases.getByRole('columnheader', { name: 'sandbox' }).count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    await see(purchases.getByRole('row', { name: `${today} 1` }))
    await see(swaps.getByRole('columnheader', { name: network }))
    await see(swaps.getByRole('row', { name: `${today} 1` }))
    await see(page.getByText('Completed onramp purchases paid in all: 100.00 USD.'))
  })

  test("a project's social provider: a plain-http issuer is refused; the saved secret shows only as set", async () => {
    await nav('Projects').click()
    const section = page.getByRole('region', { name: 'Social provider settings' })
    const secret = 'dashboard-e2e-client-secret-0123456789'
    await section.getByRole('combobox', { name: 'Provider' }).selectOption('google')
    await section.getByRole('textbox', { name: 'Issuer' }).fill('http://idp.example')
    await section.getByRole('textbox', { name: 'Client id' }).fill('dashboard-client')
    await section.getByLabel('Client secret').fill(secret)
    await section.getByRole('textbox', { name: 'Redirect URI' }).fill('https://wallet.example/v1/auth/social/callback')
    await section.getByRole('button', { name: 'Save provider' }).click()
    await see(
      section.getByRole('alert').filter({ hasText: 'issuer must use https (http only on localhost or 127.0.0.1)' }),
    )
    await see(section.getByRole('cell', { name: 'None: the operator-wide providers apply.' }))
    await section.getByRole('textbox', { name: 'Issuer' }).fill('https://idp.example')
    await section.getByRole('button', { name: 'Save provider' }).click()
    await see(section.getByRole('status').filter({ hasText: 'Settings of google saved.' }))
    await see(
      section.getByRole('row', {
        name: 'google https://idp.example dashboard-client set https://wallet.example/v1/auth/social/callback',
      }),
    )
    expect(await page.content()).not.toContain(secret)
    const listed = await (
      await fetch(`${env.cloudUrl}/admin/projects/${PROJECT}/social-providers`, {
        headers: { authorization: `Bearer ${env.adminToken}` },
      })
    ).text()
    expect(listed).not.toContain(secret)
    expect(JSON.parse(listed).data[0]).toMatchObject({ provider: 'google', clientSecret: 'set' })
  })

  test("sponsored gas: the operator turns it on, a signed operation counts against the project's daily budget on the Projects page, and a budget of the project's own holds the paymaster to it", async () => {
    await nav('Projects').click()
    const section = page.getByRole('region', { name: 'Sponsored gas today' })
    await see(section.getByRole('row', { name: 'Latch Devnet (31337) 0 ETH 1 ETH, the default' }))
    const editor = page.getByRole('region', { name: `Project ${PROJECT}` })
    await editor.getByRole('checkbox', { name: 'Sponsored gas', exact: true }).check()
    await editor.getByRole('button', { name: 'Save project' }).click()
    await see(editor.getByRole('status').filter({ hasText: 'Saved.' }))
    // what a signed-in wallet's paymaster client asks when it sends: (21,000 + 200,000 + 50,000 + 100,000 paymaster) gas
    // × 1 gwei, for the signed-in account (the paymaster sponsors only its project's signed-in users)
    const session = await signInWithX(8)
    const operation = {
      sender: DEV_ACCOUNTS[8]!.address,
      nonce: '0x0',
      callData: '0x',
      callGasLimit: '0x5208',
      verificationGasLimit: '0x30d40',
      preVerificationGas: '0xc350',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x3b9aca00',
      signature: '0x',
    }
    const sponsor = async () => {
      const answer = await fetch(`${env.cloudUrl}/paymaster/v1/31337?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: origin(), 'x-latch-session': session.id },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'pm_getPaymasterData',
          params: [operation, '0x0000000071727De22E5E9d8BAf0edAc6f37da032', '0x7a69', null],
        }),
      })
      return (await answer.json()) as { result?: { paymasterData: string }; error?: { message: string } }
    }
    expect((await sponsor()).result?.paymasterData).toMatch(/^0x/)
    await nav('Catalogue').click()
    await nav('Projects').click()
    await see(section.getByRole('row', { name: 'Latch Devnet (31337) 0.000371 ETH 1 ETH, the default' }))
    await see(section.getByRole('row', { name: 'Latch Devnet 31338 (31338) 0 ETH 1 ETH, the default' }))

    // the project's own budget on 31337: less than another operation needs, so the paymaster refuses the next one
    const budget = section.getByRole('form', { name: "This project's daily budget" })
    await budget.getByRole('combobox', { name: 'Chain' }).selectOption({ label: 'Latch Devnet (31337)' })
    await budget.getByRole('textbox', { name: 'Daily budget (ETH)' }).fill('half')
    await budget.getByRole('button', { name: 'Save budget' }).click()
    await see(section.getByRole('alert').filter({ hasText: 'Enter the daily budget in ETH, like 0.5' }))
    await see(section.getByRole('row', { name: 'Latch Devnet (31337) 0.000371 ETH 1 ETH, the default' }))
    await budget.getByRole('textbox', { name: 'Daily budget (ETH)' }).fill('0.0005')
    await budget.getByRole('button', { name: 'Save budget' }).click()
    await see(section.getByRole('status').filter({ hasText: 'Daily budget on Latch Devnet saved.' }))
    await see(section.getByRole('row', { name: "Latch Devnet (31337) 0.000371 ETH 0.0005 ETH, this project's own" }))
    await see(section.getByRole('row', { name: 'Latch Devnet 31338 (31338) 0 ETH 1 ETH, the default' }))
    expect((await sponsor()).error?.message).toBe(
      "This project's gas sponsorship budget on chain 31337 (500000000000000 wei a day) is spent for today",
    )
    // back on the default: the next operation is signed
    await section.getByRole('button', { name: 'Use the default budget on Latch Devnet' }).click()
    await see(section.getByRole('row', { name: 'Latch Devnet (31337) 0.000371 ETH 1 ETH, the default' }))
    expect((await sponsor()).result?.paymasterData).toMatch(/^0x/)

    // the contracts sponsored calls may reach: with a list, an operation the paymaster cannot read as calls to them is refused
    const targets = section.getByRole('form', { name: 'Contracts sponsored calls may reach' })
    const list = targets.getByRole('textbox', {
      name: 'Allowed contracts on Latch Devnet, one per line (none: any contract)',
    })
    await list.fill('not-an-address')
    await targets.getByRole('button', { name: 'Save allowed contracts' }).click()
    await see(
      section.getByRole('alert').filter({ hasText: 'not-an-address is not a contract address (0x and 40 hex digits)' }),
    )
    await list.fill('0x00000000000000000000000000000000000000A1')
    await targets.getByRole('button', { name: 'Save allowed contracts' }).click()
    await see(section.getByRole('status').filter({ hasText: 'Allowed contracts on Latch Devnet saved.' }))
    expect((await sponsor()).error?.message).toBe(
      'This project sponsors calls only to the contracts it allows, and the operation makes calls the paymaster cannot read',
    )
    await list.fill('')
    await targets.getByRole('button', { name: 'Save allowed contracts' }).click()
    await see(section.getByRole('status').filter({ hasText: 'Calls to any contract are sponsored on Latch Devnet.' }))
    expect((await sponsor()).result?.paymasterData).toMatch(/^0x/)
  })

  test("one user's data: their sign-in method listed, exported as a file, then deleted once the page has said what deleting does", async () => {
    await nav('Projects').click()
    await page.getByRole('checkbox', { name: 'Email', exact: true }).check()
    await page.getByRole('button', { name: 'Save project' }).click()
    await see(status('Saved.'))
    // an embedded-wallet user signs in by email, with the calls the frame makes
    const email = uniqueEmail('dashboard-user')
    const { attempt } = await call('/v1/auth/email/start', { email })
    await call('/v1/auth/email/verify', { email, otp: await waitForCode(email), attempt })
    await nav('People').click()
    await page.getByRole('combobox', { name: 'Project' }).selectOption(PROJECT)
    const users = page.getByRole('table', { name: 'Embedded-wallet users' })
    await see(users.getByRole('cell', { name: email, exact: true }))
    // the user's one sign-in method, by name and date: the last one has no Unlink
    await users.getByRole('button', { name: `Show sign-in methods of ${email}` }).click()
    const methods = await see(users.getByRole('list', { name: `Sign-in methods of ${email}` }))
    await see(methods.getByRole('listitem').filter({ hasText: `email: ${email} (added ` }))
    expect(await methods.getByRole('button', { name: /^Unlink/ }).count()).toBe(0)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      users.getByRole('button', { name: `Export data of ${email}` }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^latch-user-[\w-]+\.json$/)
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    expect(data).toMatchObject({ user: { email }, sessions: [{ projectId: PROJECT, provider: 'email' }], wallet: null })
    await users.getByRole('button', { name: `Delete user ${email}` }).click()
    const confirm = await see(users.getByRole('group', { name: `Delete user ${email}?` }))
    await see(
      confirm.getByText(
        'This user has no embedded wallet: deleting erases the account, its sign-in sessions, devices and captured emails.',
      ),
    )
    expect(await axeViolations(page)).toEqual([])
    await confirm.getByRole('button', { name: `Delete ${email} for good` }).click()
    await see(status(`User ${email} and their data deleted.`))
    await expect.poll(() => users.getByRole('cell', { name: email, exact: true }).count()).toBe(0)
    const exported = await fetch(`${env.cloudUrl}/admin/users/${data.user.id}/export`, {
      headers: { authorization: `Bearer ${env.adminToken}` },
    })
    expect(exported.status).toBe(404)
  })

  test("the block list: a URL is refused as a domain; a project's address and a domain for every project are saved and served to the frame", async () => {
    await nav('Block list').click()
    const drainer = '0x00000000000000000000000000000000DeaDBeef'
    const everyProject = page.getByRole('form', { name: 'Block list for every project' })
    await everyProject
      .getByRole('textbox', { name: /Blocked domains for every project/ })
      .fill('https://drainer-e2e.example/')
    await everyProject.getByRole('button', { name: 'Save the block list for every project' }).click()
    await see(page.getByRole('alert').filter({ hasText: 'https://drainer-e2e.example/ is not a host name' }))
    await everyProject.getByRole('textbox', { name: /Blocked domains for every project/ }).fill('Drainer-E2E.example')
    await everyProject.getByRole('button', { name: 'Save the block list for every project' }).click()
    await see(status('The block list for every project is saved.'))
    const own = page.getByRole('form', { name: `Block list for project ${PROJECT}` })
    await own.getByRole('textbox', { name: /Blocked addresses for project/ }).fill(drainer)
    await own.getByRole('button', { name: `Save the block list for project ${PROJECT}` }).click()
    await see(status(`The block list for project ${PROJECT} is saved.`))
    // stored in lower case, as the cloud serves it to the frame with the project's configuration
    expect(await own.getByRole('textbox', { name: /Blocked addresses for project/ }).inputValue()).toBe(
      drainer.toLowerCase(),
    )
    const served = await (await fetch(`${env.cloudUrl}/appkit/v1/block-list?projectId=${PROJECT}`)).json()
    expect(served).toEqual({ addresses: [drainer.toLowerCase()], domains: ['drainer-e2e.example'] })
    // the cloud-wide entry would reach every other project of the shared e2e cloud: cleared again
    const cleared = await fetch(`${env.cloudUrl}/admin/block-list`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ addresses: [], domains: [] }),
    })
    expect(cleared.status).toBe(200)
  })

  test('every page passes axe in light and dark', async () => {
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true })
    const pages = [
      { name: 'Projects', ready: page.getByRole('heading', { name: `Project ${PROJECT}` }) },
      { name: 'Catalogue', ready: page.getByRole('list', { name: 'Wallets' }) },
      { name: 'Analytics', ready: page.getByRole('table', { name: 'Onramp purchases: data' }) },
      { name: 'People', ready: page.getByRole('heading', { name: 'Active sign-in sessions' }) },
      { name: 'Block list', ready: page.getByRole('form', { name: 'Block list for every project' }) },
    ]
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      for (const { name, ready } of pages) {
        await nav(name).click()
        await see(ready)
        // the scheme really applies (styles.css: prefers-color-scheme), so axe checks the colours it claims to
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          colorScheme === 'dark' ? 'rgb(16, 16, 20)' : 'rgb(246, 246, 248)',
        )
        expect(await axeViolations(page), `${name}, ${colorScheme}`).toEqual([])
        expect(pageErrors).toEqual([])
        if (SCREENSHOTS && colorScheme === 'light' && name !== 'People' && name !== 'Block list')
          await page.screenshot({
            path: join(SCREENSHOTS, `${name.toLowerCase()}.png`),
            fullPage: name !== 'Catalogue',
          })
      }
    }
  })
})
