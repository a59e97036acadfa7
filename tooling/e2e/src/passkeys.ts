// The passkey tests' browser parts: a context whose visitor chose the EOA, Chromium's virtual platform authenticator
// (CDP WebAuthn) with or without PRF, the frame's stored shares, the passkey card, and a copy of a profile.
import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core'
import { expect } from 'vitest'
import { walletFrame } from './embedded.ts'
import { env } from './harness.ts'
import { connectButton, dialog, see } from './ui.ts'

export const STEP_TIMEOUT_MS = 15_000

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

export interface Authenticator {
  page: Page
  cdp: CDPSession
  authenticatorId: string
}

/** a fresh context whose visitor has chosen the EOA, as the other embedded tests (the harness's preferEoa) */
export async function eoaContext(newContext: NewContext) {
  const context = await newContext()
  context.setDefaultTimeout(STEP_TIMEOUT_MS)
  await context.addInitScript((origin) => {
    if (location.origin === origin && localStorage.getItem('@latch/preferred_account_types') === null)
      localStorage.setItem('@latch/preferred_account_types', JSON.stringify({ eip155: 'eoa' }))
  }, new URL(env.passkeyDemoUrl).origin)
  return context
}

/** a virtual platform authenticator on `page`: resident keys, user verification, PRF as asked */
export async function addAuthenticator(page: Page, options: { prf: boolean }) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: options.prf,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** the passkey demo in a fresh context with a virtual platform authenticator */
export async function openPasskeyDemo(newContext: NewContext, options: { prf: boolean }): Promise<Authenticator> {
  const context = await eoaContext(newContext)
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`))
  const { cdp, authenticatorId } = await addAuthenticator(page, options)
  await page.goto(env.passkeyDemoUrl)
  return { page, cdp, authenticatorId }
}

/** the device share entries the frame keeps in its origin's storage, parsed */
export async function frameShares(page: Page): Promise<Record<string, unknown>[]> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(env.passkeyFrameUrl))
  if (!frame) throw new Error('no wallet frame on the page')
  const entries = await frame.evaluate(() => Object.entries(localStorage))
  return entries
    .filter(([key]) => key.includes('KEYS_SHARE'))
    .map(([, value]) => JSON.parse(value) as Record<string, unknown>)
}

/** Connect Wallet → Continue with a passkey; resolves with the frame's passkey card over the "Passkey" view */
export async function openPasskeyCard(page: Page) {
  await connectButton(page).click()
  const connect = await see(dialog(page, 'Connect Wallet'))
  await connect.getByRole('button', { name: 'Continue with a passkey', exact: true }).click()
  await see(dialog(page, 'Passkey'))
  return see(walletFrame(page).getByRole('dialog', { name: 'Continue with a passkey', exact: true }))
}

/** a copy of this profile (the frame's storage and IndexedDB) in a browser without the authenticator: not connected */
export async function copiedProfileOpensNothing(newContext: NewContext, page: Page) {
  const copy = await newContext({ storageState: await page.context().storageState({ indexedDB: true }) })
  const copied = await copy.newPage()
  await copied.goto(env.passkeyDemoUrl)
  await see(copied.getByText('wagmi sees: disconnected', { exact: true }))
  await copied.waitForLoadState('networkidle')
  await see(connectButton(copied))
  expect(await copied.getByText(/^wagmi sees: 0x/).count()).toBe(0)
}
