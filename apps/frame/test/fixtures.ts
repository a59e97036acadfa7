// The real cloud (SQLite in a temp folder, a mail catcher, a local OpenID provider as "google") for the frame's tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { inject } from 'vitest'
import { DEV_ACCOUNTS, startDevnet } from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseEther } from 'viem'
import type { FrameHandlers } from '@latch/frame'
import { codeMailedTo, lastMailId } from '../../cloud/test/auth-fixtures.ts'
import { CLIENT, REDIRECT_URI, startOpenIdProvider } from '../../cloud/test/auth-oidc-provider.ts'
import { cloudConfigSchema, type FarcasterConfig } from '../../cloud/src/config.ts'
import { type MailCatcher, startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../../cloud/src/projects/store.ts'
import { type RunningCloud, startCloud } from '../../cloud/src/server.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { createFrameApp, type FrameApp } from '../src/frame/handlers.ts'

export const FRAME_ORIGIN = 'http://localhost:5175'
export const PROJECT_ID = 'frame-tests'

export interface TestCloud {
  cloud: RunningCloud
  catcher: MailCatcher
  stop(): Promise<void>
}

export async function startTestCloud(
  allowedOrigins: string[] = ['http://localhost:*'],
  options: { farcaster?: FarcasterConfig; chains?: unknown[]; paymasterSignerKey?: string } = {},
): Promise<TestCloud> {
  const catcher = await startMailCatcher()
  const openId = await startOpenIdProvider()
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-frame-'))
  const cloud = await startCloud(
    cloudConfigSchema.parse({
      port: 0,
      dataDir,
      indexer: false,
      authSecret: 'frame-tests-auth-secret-0123456789',
      smtp: { host: '127.0.0.1', port: catcher.smtpPort },
      oidcProviders: {
        google: { issuer: openId.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT_URI },
      },
      farcaster: options.farcaster,
      chains: options.chains,
      paymasterSignerKey: options.paymasterSignerKey,
    }),
  )
  await saveProject(cloud.context.db, {
    id: PROJECT_ID,
    name: 'Frame tests',
    allowedOrigins,
    plan: 'basic',
    features: {},
  })
  return {
    cloud,
    catcher,
    async stop() {
      await cloud.stop()
      await catcher.stop()
      await openId.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

type Devnet = Awaited<ReturnType<typeof startDevnet>>

export interface CloudAndChain {
  test: TestCloud
  devnet: Devnet
  /** anvil's chain 31337 */
  rpcUrl: string
  stop(): Promise<void>
}

/** the cloud and an anvil chain that one test file's frames share */
export async function startCloudAndChain(): Promise<CloudAndChain> {
  const [test, devnet] = await Promise.all([
    startTestCloud(),
    freePort().then((port) => startDevnet({ chains: [{ chainId: 31337, port }] })),
  ])
  return {
    test,
    devnet,
    rpcUrl: devnet.chains[0]!.rpcUrl,
    async stop() {
      await test.stop()
      await devnet.stop()
    },
  }
}

/** sends `ether` from a funded dev account and waits until it is mined */
export async function fundFromDevAccount(rpcUrl: string, from: number, to: Address, ether: string): Promise<void> {
  const chain = {
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const funder = createWalletClient({ account: DEV_ACCOUNTS[from]!, transport: http(rpcUrl), chain })
  const hash = await funder.sendTransaction({ to, value: parseEther(ether) })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

type Name = keyof FrameHandlers
type PayloadOf<N extends Name> = Parameters<NonNullable<FrameHandlers[N]>>[0]

export interface TestFrame {
  app: FrameApp
  window: Window
  document: Document
  /** runs a handler as the dispatcher would */
  call<N extends Name>(
    name: N,
    ...payload: undefined extends PayloadOf<N> ? [PayloadOf<N>?] : [PayloadOf<N>]
  ): Promise<any>
  /** CONNECT_EMAIL, then the mailed code when one is asked for, then CONNECT_DEVICE after VERIFY_DEVICE */
  signIn(email: string, options?: { recoveryCode?: string }): Promise<string>
  /** CONNECT_DEVICE as a person answers its card: saves a new wallet's code (returned), or types `recoveryCode` */
  connectDevice(recoveryCode?: string): Promise<string | undefined>
  /** the frame's card with this heading, once it is shown */
  card(heading: string): Promise<HTMLElement>
  /** clicks the button with this name once a card shows it (a card may wait for the chain first) */
  press(name: string): Promise<void>
  button(name: string): HTMLButtonElement | undefined
  close(): Promise<void>
}

/** every recovery code a test frame was shown, by the email it signed in with */
export const recoveryCodes = new Map<string, string>()
/** the origin the dispatcher verified for the test page (what the approval card names) */
export const PAGE_ORIGIN = 'http://127.0.0.1:5173'

export interface OpenFrameOptions {
  rpcUrl?: string
  /** another project than PROJECT_ID (same frame origin) */
  projectId?: string
  window?: Window
  fetch?: typeof globalThis.fetch
  farcasterPollMs?: number
  /** ERC-4337 bundlers by chain id: the wallet holds a smart account there */
  bundlers?: Record<string, string>
}

/** one frame page on FRAME_ORIGIN; pass `window` to share its storage (the same device) */
export function openFrame(test: TestCloud, options: OpenFrameOptions = {}): TestFrame {
  const window = options.window ?? new Window({ url: `${FRAME_ORIGIN}/?projectId=${PROJECT_ID}` })
  const document = window.document as unknown as Document
  const app = createFrameApp({
    window: window as unknown as globalThis.Window,
    document,
    storage: window.localStorage,
    cloudUrl: test.cloud.url,
    projectId: options.projectId ?? PROJECT_ID,
    chainId: '31337',
    rpcUrl: options.rpcUrl,
    fetch: options.fetch ?? globalThis.fetch,
    farcasterPollMs: options.farcasterPollMs,
    bundlers: options.bundlers,
    // no layout here: Approve works at once (the delay and the visibility check have their own tests)
    approvalArmMs: 0,
  })
  const call: TestFrame['call'] = async (name, ...payload) => {
    const handler = app.handlers[name] as (payload: unknown, context: { id: string; origin: string }) => unknown
    return handler(payload[0], { id: 'test', origin: PAGE_ORIGIN })
  }
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  /** the first card shown with one of these headings, or undefined once `until` settled without one */
  async function cardOf(headings: string[], until?: Promise<unknown>): Promise<HTMLElement | undefined> {
    let settled = false
    void until?.then(
      () => (settled = true),
      () => (settled = true),
    )
    for (let i = 0; i < 500; i++) {
      const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((dialog) =>
        headings.includes(dialog.querySelector('h1')?.textContent ?? ''),
      )
      if (found) return found
      if (settled) return undefined
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no card ${headings.join(' or ')} in the frame`)
  }
  const card = async (heading: string) => (await cardOf([heading]))!
  async function press(name: string): Promise<void> {
    for (let i = 0; i < 500 && !button(name); i++) await new Promise((resolve) => setTimeout(resolve, 10))
    if (!button(name)) throw new Error(`no button "${name}" in the frame`)
    button(name)!.click()
  }
  async function connectDevice(recoveryCode?: string): Promise<string | undefined> {
    const connecting = call('CONNECT_DEVICE')
    const shown = await cardOf(['Save your recovery code', 'Connect this device'], connecting)
    if (shown?.querySelector('h1')?.textContent === 'Save your recovery code') {
      const code = shown.querySelector('.latch-code')!.textContent!
      button('I saved it')!.click()
      await connecting
      return code
    }
    if (shown) {
      if (!recoveryCode) throw new Error('this wallet needs its recovery code')
      ;(shown.querySelector('input') as HTMLInputElement).value = recoveryCode
      button('Connect')!.click()
    }
    await connecting
    return undefined
  }
  return {
    app,
    window,
    document,
    call,
    card,
    press,
    connectDevice,
    async signIn(email, signInOptions = {}) {
      const before = lastMailId(test.catcher)
      const { action } = (await call('CONNECT_EMAIL', { email })) as { action: string }
      if (action !== 'CONNECT')
        await call('CONNECT_OTP', { otp: (await codeMailedTo(test.catcher, email, before)).code })
      if (action === 'VERIFY_DEVICE') {
        const code = await connectDevice(signInOptions.recoveryCode ?? recoveryCodes.get(email))
        if (code) recoveryCodes.set(email, code)
      }
      return action
    },
    button,
    close: async () => {
      app.approval.abort()
      if (!options.window) await window.happyDOM.close()
    },
  }
}

/** a frame signed in as `email` whose wallet is open (GET_USER), and its EVM address */
export async function signedInFrame(
  test: TestCloud,
  email: string,
  options: OpenFrameOptions = {},
): Promise<{ frame: TestFrame; address: Address }> {
  const frame = openFrame(test, options)
  await frame.signIn(email)
  const { address } = (await frame.call('GET_USER')) as { address: Address }
  return { frame, address }
}

/** the devnet the integration setup started (tooling/devnet/src/vitest-global-setup.mjs), as the smart-account tests
 * use it: chain 31337's RPC URL and both chains' bundlers, keyed as the frame takes them */
export function smartAccountDevnet() {
  const devnet = (inject as (key: string) => unknown)('devnet') as {
    rpcUrls: [string, string]
    bundlerUrls: [string, string]
    token: Address
    erc4337: { entryPoint: Address; factory: Address; safe: Record<string, Address>; paymaster: Address }
  }
  return {
    devnet,
    rpcUrl: devnet.rpcUrls[0],
    bundlers: { '31337': devnet.bundlerUrls[0], '31338': devnet.bundlerUrls[1] },
  }
}
