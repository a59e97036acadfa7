// The demo served under exactly the Content-Security-Policy latchCsp gives for its configuration (the cloud, its relay,
// the embedded wallet's frame, the devnets' RPC URLs), with the demo's own stylesheet as the only addition and
// default-src 'none' for everything else: connecting a browser wallet, the pairing QR code and the embedded wallet's
// email sign-in in its frame still work, and any violation the page (or the frame) reports fails the test.
// The policy comes from a real HTTP server on loopback in front of the built demo (a response Playwright fulfils
// itself has no address, so Chromium's local-network checks would refuse every call to the loopback cloud), on an
// origin of its own, under a project that allows that origin and the frame's.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { latchCsp } from '@latch/core/server'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { signInByEmail, uniqueEmail } from './embedded.ts'
import { devAccount, env, useDemo } from './harness.ts'
import { openWalletConnect } from './pairing-wallet.ts'
import { accountButton, connectButton, connectTestWallet, see } from './ui.ts'

const openDemo = useDemo()
const PROJECT = 'latch-csp'
let server: Server
let pageUrl: string
let pageOrigin: string

const latch = latchCsp({
  cloudUrl: env.cloudUrl,
  relayUrl: env.relayUrl,
  frameUrl: env.frameUrl,
  rpcUrls: [...env.rpcUrls, env.solana.rpcUrl, env.bitcoin.esploraUrl],
})
/** nothing but Latch's sources, and the page's own stylesheet file: the demo's, not Latch's */
const POLICY = Object.entries({
  'default-src': ["'none'"],
  ...latch,
  'style-src': ["'self'", ...latch['style-src']],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ')

let violations: string[] = []
afterEach(() => {
  // a step that timed out hides the violation that caused it: say what was refused
  if (violations.length) console.error(`CSP violations:\n${violations.join('\n')}`)
  violations = []
})

/** the built demo, each response as the demo server sends it, documents with the policy */
function startPolicyServer(): Promise<Server> {
  const proxy = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', env.demoUrl))
      const headers: Record<string, string> = {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      }
      if (headers['content-type']?.startsWith('text/html')) headers['content-security-policy'] = POLICY
      response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()))
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)))
}

beforeAll(async () => {
  server = await startPolicyServer()
  pageOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  pageUrl = `${pageOrigin}/?projectId=${PROJECT}`
  const auth = { authorization: `Bearer ${env.adminToken}`, 'content-type': 'application/json' }
  // a new project's default features: email sign-in on
  const created = await fetch(`${env.cloudUrl}/admin/projects`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      id: PROJECT,
      name: 'Latch CSP',
      plan: 'pro',
      allowedOrigins: [pageOrigin, new URL(env.frameUrl).origin],
    }),
  })
  if (created.status !== 201 && created.status !== 409)
    throw new Error(`creating ${PROJECT}: ${created.status} ${await created.text()}`)
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

/** the demo under the policy, as the visitor who chose the EOA (as the other embedded tests) */
async function openUnderPolicy(options: { account?: `0x${string}` } = {}): Promise<Page> {
  const { page } = await openDemo({ ...options, init: underPolicy })
  await page.goto(pageUrl)
  return page
}

/** every frame reports its violations here */
async function underPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__latchCspViolation', (_source, line: string) => void violations.push(line))
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      violations.push(`console: ${message.text()}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __latchCspViolation(line: string): void }).__latchCspViolation
      report(
        `${location.origin}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  await context.addInitScript((origin) => {
    if (location.origin === origin && localStorage.getItem('@latch/preferred_account_types') === null)
      localStorage.setItem('@latch/preferred_account_types', JSON.stringify({ eip155: 'eoa' }))
  }, pageOrigin)
}

describe('a page under exactly the policy latchCsp gives', () => {
  test('the policy is enforced: a request Latch does not need is refused and reported', async () => {
    const page = await openUnderPolicy()
    await see(connectButton(page))
    const refused = await page.evaluate(() =>
      fetch('http://127.0.0.1:9/not-latch').then(
        () => 'sent',
        () => 'refused',
      ),
    )
    expect(refused).toBe('refused')
    // the page's own report (securitypolicyviolation) and Chromium's console line, both before the next test starts
    const reported = (line: string) => line.includes('connect-src blocked http://127.0.0.1:9/not-latch')
    const logged = (line: string) => line.startsWith('console:') && line.includes('http://127.0.0.1:9/not-latch')
    await expect.poll(() => violations.some(reported) && violations.some(logged)).toBe(true)
    expect(violations.filter((line) => !reported(line) && !logged(line))).toEqual([])
    violations = []
  })

  test('R-1.1 a browser wallet connects', async () => {
    const account = devAccount(5)
    const page = await openUnderPolicy({ account })
    await connectTestWallet(page, account)
    await see(accountButton(page, account))
    expect(violations).toEqual([])
  })

  test('R-1.3 the pairing QR code shows a link made through the relay', async () => {
    const page = await openUnderPolicy()
    const view = await openWalletConnect(page)
    await see(view.getByRole('img', { name: 'QR code for the pairing link' }))
    expect(violations).toEqual([])
  })

  test("the embedded wallet's frame signs in by email", async () => {
    const page = await openUnderPolicy()
    expect(await signInByEmail(page, uniqueEmail('csp'))).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(violations).toEqual([])
  })
})
