// One handler per page message (docs/design/embedded.md "Frame app"), over the cloud's auth API and the key scheme.
// Here the frame's parts are made and wired; each group of messages is answered in its own file.
import type { FrameHandlers } from '@latch/frame'
import { webStorage } from '../keys/index.ts'
import { accountHandlers } from './accountHandlers.ts'
import { methodHandlers } from './methodHandlers.ts'
import { createAccountTypes } from './accountType.ts'
import { type ApprovalCard, createApprovalCard } from './approval.ts'
import { createBlockListSource } from './blockList.ts'
import { createCardHost } from './cards.ts'
import { chainHandlers } from './chainHandlers.ts'
import { createDeviceFlow } from './device.ts'
import { type DeviceKeys, deviceKeysOf } from './deviceKey.ts'
import { createEmailStart, type EmailStart } from './emailStart.ts'
import { createExportFlow } from './exportKey.ts'
import { keyHandlers } from './keyHandlers.ts'
import { pageHandlers } from './pageHandlers.ts'
import { createPasskeyFlow } from './passkey.ts'
import { createRecoveryFileFlow } from './recoveryFile.ts'
import { createSmartAccounts, SMART_ACCOUNT_TEXTS } from './smartAccount.ts'
import { type AuthApi, createAuthApi } from './session.ts'
import { createCompletedSignIns, createSignInHandlers } from './signInHandlers.ts'
import { createSignInState } from './signedIn.ts'
import { frameStore, type KeyValue, userScopedStorage } from './store.ts'
import { createUserAnswer } from './userAnswer.ts'
import { createWalletKeeper, type WalletKeeper } from './wallet.ts'
import { createWarningReporter } from './warningReports.ts'
import { localeSettled } from './texts/frameLocale.ts'

export { CHECK_REUSE_MS, NOT_SIGNED_IN } from './signedIn.ts'
export const NO_SMART_ACCOUNTS = SMART_ACCOUNT_TEXTS.notEnabled

export interface FrameAppOptions {
  window: Window
  document: Document
  /** the frame origin's localStorage */
  storage: KeyValue
  cloudUrl: string
  projectId: string
  /** from the frame's query: the page's chain and RPC endpoint */
  chainId?: string
  rpcUrl?: string
  /** the SDK version from the frame's query, named in the analytics it reports */
  version?: string
  fetch?: typeof globalThis.fetch
  socialTimeoutMs?: number
  farcasterPollMs?: number
  /** how long the approval card must have been fully visible before Approve works (0: at once, for tests without layout) */
  approvalArmMs?: number
  /** ERC-4337 bundler per EVM chain id (the server's config): there the wallet holds a smart account */
  bundlers?: Readonly<Record<string, string>>
  /** where the device key lives: the frame window's IndexedDB unless given */
  deviceKeys?: DeviceKeys
  /** made by the frame's first load (lazyFrame.ts), which answered CONNECT_EMAIL before this code loaded */
  api?: AuthApi
  email?: EmailStart
}

export interface FrameApp {
  handlers: FrameHandlers
  approval: ApprovalCard
  wallets: WalletKeeper
  api: AuthApi
  /** a session begins (the email the device proved before: CONNECT_EMAIL answered by the first load) */
  signedIn(token: string): void
}

function chainIdOf(value: string): number | string {
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : value
}

export function createFrameApp(options: FrameAppOptions): FrameApp {
  const fetch = options.fetch ?? options.window.fetch.bind(options.window)
  const store = frameStore(options.storage, options.projectId)
  const deviceKeys = options.deviceKeys ?? deviceKeysOf(options.window)
  const api =
    options.api ?? createAuthApi({ cloudUrl: options.cloudUrl, projectId: options.projectId, fetch, deviceKeys })
  const walletStorage = webStorage(options.storage)
  const wallets = createWalletKeeper({ storage: walletStorage, api })
  const cards = createCardHost(options.document)
  const onWarnings = createWarningReporter({
    cloudUrl: options.cloudUrl,
    projectId: options.projectId,
    fetch,
    origin: options.window.location.origin,
    version: options.version,
  })
  const approval = createApprovalCard(cards, { window: options.window, armMs: options.approvalArmMs, onWarnings })
  const blockList = createBlockListSource({ cloudUrl: options.cloudUrl, projectId: options.projectId, fetch })
  const device = createDeviceFlow(cards, wallets, { window: options.window, armMs: options.approvalArmMs })
  const passkeys = createPasskeyFlow(cards, api)
  const exporting = createExportFlow(cards, wallets, api, passkeys)
  const recoveryFiles = createRecoveryFileFlow(cards, wallets, passkeys, (userId) =>
    userScopedStorage(walletStorage, userId),
  )

  const chainId = () => chainIdOf(store.get('chainId') ?? options.chainId ?? '1')
  const useChain = (id: number | string | undefined, rpcUrl: string | undefined) => {
    if (id !== undefined) store.set('chainId', String(id))
    if (rpcUrl) store.rememberRpcUrl(String(id ?? chainId()), rpcUrl)
  }

  const rpcUrlOfChain = (id: number | string) =>
    store.rpcUrlOf(String(id)) ?? (String(id) === String(chainId()) ? options.rpcUrl : undefined)
  const bundlers = options.bundlers ?? {}
  const smart = Object.keys(bundlers).length > 0 ? createSmartAccounts({ bundlers, rpcUrl: rpcUrlOfChain }) : undefined
  const accountTypes = createAccountTypes({ smart, store, chainId, wallet: () => wallets.current(), approval })

  const completed = createCompletedSignIns()
  const signIn = createSignInState({ store, api, wallets, onForget: completed.forget })
  const email =
    options.email ?? createEmailStart({ api, store, walletStorage, signedIn: (token) => signIn.signedIn(token) })
  const user = createUserAnswer({ store, wallets, signIn, accountTypes, chainId })
  const signIns = createSignInHandlers({
    window: options.window,
    storage: options.storage,
    projectId: options.projectId,
    socialTimeoutMs: options.socialTimeoutMs,
    farcasterPollMs: options.farcasterPollMs,
    api,
    store,
    walletStorage,
    wallets,
    cards,
    device,
    passkeys,
    signIn,
    completed,
    useChain,
    user,
    email,
  })

  const handlers: FrameHandlers = {
    ...signIns.handlers,
    ...accountHandlers({
      projectId: options.projectId,
      api,
      store,
      wallets,
      deviceKeys,
      signIn,
      accountTypes,
      useChain,
      user,
      endFarcaster: signIns.endFarcaster,
      passkeys,
    }),
    ...keyHandlers({ cards, exporting, recoveryFiles, signIn }),
    ...methodHandlers({
      api,
      cards,
      passkeys,
      signIn,
      wallets,
      window: options.window,
      storage: options.storage,
      projectId: options.projectId,
      socialTimeoutMs: options.socialTimeoutMs,
    }),
    ...chainHandlers({
      cloudUrl: options.cloudUrl,
      projectId: options.projectId,
      storage: options.storage,
      rpcUrl: options.rpcUrl,
      fetch,
      store,
      wallets,
      approval,
      blockList,
      signIn,
      accountTypes,
      smart,
      chainId,
      useChain,
      rpcUrlOfChain,
    }),
    ...pageHandlers({ window: options.window, cards, approval }),
    ...accountTypes.handlers,
  }

  return {
    handlers: inChosenLanguage(handlers),
    approval,
    wallets,
    api,
    signedIn: (token) => signIn.signedIn(token),
  }
}

/** every request but the language's own waits for the language the page last chose, so its cards speak it */
function inChosenLanguage(handlers: FrameHandlers): FrameHandlers {
  const waiting: Record<string, unknown> = {}
  for (const [name, handler] of Object.entries(handlers) as [string, (...args: unknown[]) => unknown][])
    waiting[name] =
      name === 'SYNC_LOCALE'
        ? handler
        : async (...args: unknown[]) => {
            await localeSettled()
            return handler(...args)
          }
  return waiting as FrameHandlers
}
