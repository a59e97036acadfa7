// Starts the built frame page with the least code: the dispatcher (every origin and schema check), the session calls
// and the email sign-in's first step. The wallet's code (walletPart.ts) loads once a message needs it, and in the
// background soon after the email code screen shows (the smart account's code with it), so the code the person types
// does not wait for it: the reading time on that screen is when the frame loads what accepting the code leads to.
import {
  APP_MESSAGE_NAMES,
  type AppMessageName,
  type FrameDispatcher,
  type FrameHandler,
  type FrameHandlers,
} from '@latch/frame'
import { UnknownError } from '@latch/core'
import { webStorage } from '../keys/storage.ts'
import { deviceKeysOf } from './deviceKey.ts'
import { createEmailStart } from './emailStart.ts'
import { frameContext, startDispatcher, whenIdle } from './frameShell.ts'
import type { FrameApp } from './handlers.ts'
import { createAuthApi } from './session.ts'
import { frameStore } from './store.ts'
import { localeSettled, useFrameLocale } from './texts/frameLocale.ts'

/** the code screen shows first; the person then needs seconds to read the mail */
export const WALLET_PRELOAD_DELAY_MS = 500

type AnyHandler = (payload: unknown, context: Parameters<FrameHandler<AppMessageName>>[1]) => unknown

export function startLazyFrame(win: Window): FrameDispatcher {
  const { config, storage: found } = frameContext(win)
  if (!found) return startDispatcher(win, config, undefined)
  const storage: Storage = found
  const fetch = win.fetch.bind(win)
  const store = frameStore(storage, config.projectId)
  const walletStorage = webStorage(storage)
  const deviceKeys = deviceKeysOf(win)
  const api = createAuthApi({ cloudUrl: config.cloudUrl, projectId: config.projectId, fetch, deviceKeys })
  const email = createEmailStart({
    api,
    store,
    walletStorage,
    signedIn: async (token) => (await load()).signedIn(token),
  })
  /** what the page said of itself before the wallet's code loaded, told to it once it has */
  const told = new Map<'SYNC_THEME' | 'SYNC_DAPP_DATA', [unknown, Parameters<AnyHandler>[1]]>()
  let app: FrameApp | undefined
  let loading: Promise<FrameApp> | undefined

  function load(): Promise<FrameApp> {
    loading ??= import('./walletPart.ts').then(
      ({ createFrameApp, warmUpCurves }) => {
        const made = createFrameApp({
          window: win,
          document: win.document,
          storage,
          cloudUrl: config.cloudUrl,
          projectId: config.projectId,
          chainId: config.chainId,
          rpcUrl: config.rpcUrl,
          bundlers: config.bundlers,
          version: config.version,
          fetch,
          deviceKeys,
          api,
          email,
        })
        for (const [name, [payload, context]] of told)
          void Promise.resolve((made.handlers[name] as AnyHandler)(payload, context)).catch(() => undefined)
        app = made
        // the first wallet made or unlocked does not pay for the tables
        whenIdle(win, () => warmUpCurves())
        return made
      },
      (error: unknown) => {
        // a failed fetch of the chunk is tried again by the next message
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** the wallet's code and, where smart accounts are on, theirs: all of what the code's acceptance leads to */
  function preloadWallet(): void {
    const smartAccounts = Object.keys(config.bundlers).length > 0
    void load()
      .then(() =>
        smartAccounts ? import('./walletPart.ts').then((part) => part.preloadSmartAccountCode()) : undefined,
      )
      .catch(() => undefined)
  }

  const forward =
    (name: AppMessageName): AnyHandler =>
    async (payload, context) => {
      const handler = (await load()).handlers[name] as AnyHandler | undefined
      if (!handler) throw new UnknownError('SomethingWentWrong')
      return handler(payload, context)
    }
  /** answered here until the wallet's code has loaded, by it after */
  const untilLoaded =
    (name: AppMessageName, here: AnyHandler): AnyHandler =>
    (payload, context) =>
      app ? forward(name)(payload, context) : here(payload, context)
  const remembered =
    (name: 'SYNC_THEME' | 'SYNC_DAPP_DATA'): AnyHandler =>
    (payload, context) => {
      told.set(name, [payload, context])
      return app ? forward(name)(payload, context) : undefined
    }

  const handlers: Record<string, AnyHandler> = Object.fromEntries(
    APP_MESSAGE_NAMES.map((name) => [name, forward(name)]),
  )
  Object.assign(handlers, {
    CONNECT_EMAIL: untilLoaded('CONNECT_EMAIL', async (payload, context) => {
      await localeSettled()
      const answer = await email.CONNECT_EMAIL(payload as Parameters<typeof email.CONNECT_EMAIL>[0], context)
      // the code screen shows next: the wallet's code loads while the person reads the mail
      if (answer.action !== 'CONNECT') setTimeout(preloadWallet, WALLET_PRELOAD_DELAY_MS)
      return answer
    }),
    // no session stored: not connected, as the wallet's code would answer
    IS_CONNECTED: untilLoaded('IS_CONNECTED', (payload, context) =>
      store.get('sessionToken') ? forward('IS_CONNECTED')(payload, context) : { isConnected: false },
    ),
    SYNC_LOCALE: untilLoaded('SYNC_LOCALE', async (payload) => {
      await useFrameLocale(win.document, [(payload as { locale: string }).locale])
      return undefined
    }),
    SYNC_THEME: remembered('SYNC_THEME'),
    SYNC_DAPP_DATA: remembered('SYNC_DAPP_DATA'),
    // nothing of the wallet's is open yet to abort
    RPC_ABORT: untilLoaded('RPC_ABORT', () => undefined),
  })
  return startDispatcher(win, config, handlers as FrameHandlers, undefined)
}
