// Starts the wallet frame in a window: config, handlers, and the dispatcher that posts READY to the page.
import { latchError } from '@latch/core'
import { APP_MESSAGE_NAMES, createFrameDispatcher, type FrameDispatcher, type FrameHandlers } from '@latch/frame'
import { warmUpCurves } from '../keys/index.ts'
import { readFrameConfig } from './config.ts'
import { useFrameLocale } from './texts/frameLocale.ts'
import { createFrameApp, type FrameApp } from './handlers.ts'

export const FRAME_VERSION = '0.1.0'

function withLogger(handlers: FrameHandlers): FrameHandlers {
  const logged: Record<string, unknown> = {}
  for (const [name, handler] of Object.entries(handlers) as [string, (...args: unknown[]) => unknown][]) {
    logged[name] = async (...args: unknown[]) => {
      console.info(`[latch/frame] ${name}`)
      try {
        return await handler(...args)
      } catch (error) {
        console.info(`[latch/frame] ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
        throw error
      }
    }
  }
  return logged as FrameHandlers
}

export const STORAGE_BLOCKED = 'This browser blocks storage for the wallet frame'

/** every request fails with the reason: a frame without storage could keep no vault, and silence reads as a hang */
function refusingHandlers(reason: string): FrameHandlers {
  const fail = () => {
    throw latchError('FrameUnavailable', { params: { reason } })
  }
  return Object.fromEntries(APP_MESSAGE_NAMES.map((name) => [name, fail])) as FrameHandlers
}

function storageOf(win: Window): Storage | undefined {
  try {
    // a cross-site frame in a browser that blocks third-party storage throws here (see KEYS.md, hosting)
    return win.localStorage ?? undefined
  } catch {
    return undefined
  }
}

export function startFrame(
  win: Window,
  options: { parentOrigin?: string; fetch?: typeof globalThis.fetch } = {},
): { app?: FrameApp; dispatcher: FrameDispatcher } {
  const config = readFrameConfig(win.location, win.document)
  const storage = storageOf(win)
  // the browser's language until the modal says its own (SYNC_LOCALE)
  const { languages, language } = win.navigator
  void useFrameLocale(win.document, languages?.length ? languages : language ? [language] : [])
  const app = storage
    ? createFrameApp({
        window: win,
        document: win.document,
        storage,
        cloudUrl: config.cloudUrl,
        projectId: config.projectId,
        chainId: config.chainId,
        rpcUrl: config.rpcUrl,
        bundlers: config.bundlers,
        version: config.version,
        fetch: options.fetch,
      })
    : undefined
  const handlers = !app
    ? refusingHandlers(STORAGE_BLOCKED)
    : config.enableLogger
      ? withLogger(app.handlers)
      : app.handlers
  const dispatcher = createFrameDispatcher({
    allowedParentOrigins: config.allowedOrigins,
    defaultAncestors: config.defaultAncestors,
    handlers,
    window: win,
    parentOrigin: options.parentOrigin,
    version: FRAME_VERSION,
  })
  dispatcher.start()
  // after READY: the page is not kept waiting, and the first wallet made or unlocked does not pay for the tables
  const idle =
    (win as Window & { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback?.bind(win) ??
    ((run: () => void) => setTimeout(run, 0))
  if (app) idle(() => warmUpCurves())
  return { app, dispatcher }
}
