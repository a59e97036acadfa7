// The real cloud (SQLite in a temp folder, a mail catcher, a local OpenID provider as "google") for the frame's tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { DEV_ACCOUNTS, startDevnet } from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseEther } from 'viem'
import type { FrameHandlers } from '@latch/frame'
import { codeMailedTo, lastMailId } from '../../cloud/test/auth-fixtures.ts'
import { CLIENT, REDIRECT_URI, startOpenIdProvider } from '../../cloud/test/auth-oidc-provider.ts'
import { cloudConfigSchema, type FarcasterConfig } from '../../cloud/src/config.ts'
import { type MailCatcher, startMailCatcher } from '../../cloud/src/mail/catcher.ts'
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

export async function startTestCloud(allowedOrigins: string[] = ['http://localhost:*'], options: { farcaster?: FarcasterConfig } = {}): Promise<TestCloud> {
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
      oidcProviders: { google: { issuer: openId.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUri: REDIRECT_URI } },
      farcaster: options.farcaster,
    }),
  )
  await saveProject(cloud.context.db, { id: PROJECT_ID, name: 'Frame tests', allowedOrigins, plan: 'basic', features: {} })
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
  const [test, devnet] = await Promise.all([startTestCloud(), freePort().then((port) => startDevnet({ chains: [{ chainId: 31337, port }] }))])
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
  const chain = { id: 31337, name: 'devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
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
  call<N extends Name>(name: N, ...payload: undefined extends PayloadOf<N> ? [PayloadOf<N>?] : [PayloadOf<N>]): Promise<any>
  /** CONNECT_EMAIL, then the mailed code when one is asked for */
  signIn(email: string): Promise<string>
  button(name: string): HTMLButtonElement | undefined
  close(): Promise<void>
}

export interface OpenFrameOptions {
  rpcUrl?: string
  window?: Window
  fetch?: typeof globalThis.fetch
  farcasterPollMs?: number
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
    projectId: PROJECT_ID,
    chainId: '31337',
    rpcUrl: options.rpcUrl,
    fetch: options.fetch ?? globalThis.fetch,
    farcasterPollMs: options.farcasterPollMs,
  })
  const call: TestFrame['call'] = async (name, ...payload) => {
    const handler = app.handlers[name] as (payload: unknown, context: { id: string; origin: string }) => unknown
    return handler(payload[0], { id: 'test', origin: 'http://127.0.0.1:5173' })
  }
  return {
    app,
    window,
    document,
    call,
    async signIn(email) {
      const before = lastMailId(test.catcher)
      const { action } = (await call('CONNECT_EMAIL', { email })) as { action: string }
      if (action !== 'CONNECT') await call('CONNECT_OTP', { otp: (await codeMailedTo(test.catcher, email, before)).code })
      return action
    },
    button: (name) => [...document.querySelectorAll('button')].find((button) => button.textContent === name),
    close: async () => {
      app.approval.abort()
      if (!options.window) await window.happyDOM.close()
    },
  }
}

/** a frame signed in as `email` whose wallet is open (GET_USER), and its EVM address */
export async function signedInFrame(test: TestCloud, email: string, options: OpenFrameOptions = {}): Promise<{ frame: TestFrame; address: Address }> {
  const frame = openFrame(test, options)
  await frame.signIn(email)
  const { address } = (await frame.call('GET_USER')) as { address: Address }
  return { frame, address }
}
