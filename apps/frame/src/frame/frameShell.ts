// What every start of the wallet frame shares: its config, its storage, the browser's language, and the dispatcher
// (origin and schema checks) over the handlers it is given. Nothing of the wallet itself, so the first load stays small.
import { latchError } from '@latch/core'
import { APP_MESSAGE_NAMES, createFrameDispatcher, type FrameDispatcher, type FrameHandlers } from '@latch/frame'
import { type FrameConfig, readFrameConfig } from './config.ts'
import { useFrameLocale } from './texts/frameLocale.ts'

export const FRAME_VERSION = '0.1.0'

export const STORAGE_BLOCKED = 'This browser blocks storage for the wallet frame'

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

/** the frame's config and storage (undefined where the browser blocks it); the browser's language until the modal says its own */
export function frameContext(win: Window): { config: FrameConfig; storage: Storage | undefined } {
  const config = readFrameConfig(win.location, win.document)
  const storage = storageOf(win)
  // the browser's language until the modal says its own (SYNC_LOCALE)
  const { languages, language } = win.navigator
  void useFrameLocale(win.document, languages?.length ? languages : language ? [language] : [])
  return { config, storage }
}

/** answers the page with `handlers` (every request refused without storage) and posts READY */
export function startDispatcher(
  win: Window,
  config: FrameConfig,
  handlers: FrameHandlers | undefined,
  parentOrigin?: string,
): FrameDispatcher {
  const answering = !handlers
    ? refusingHandlers(STORAGE_BLOCKED)
    : config.enableLogger
      ? withLogger(handlers)
      : handlers
  const dispatcher = createFrameDispatcher({
    allowedParentOrigins: config.allowedOrigins,
    defaultAncestors: config.defaultAncestors,
    handlers: answering,
    window: win,
    parentOrigin,
    version: FRAME_VERSION,
  })
  dispatcher.start()
  return dispatcher
}

/** runs `task` when the frame is idle: after READY, so the page is not kept waiting */
export function whenIdle(win: Window, task: () => void): void {
  const idle =
    (win as Window & { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback?.bind(win) ??
    ((run: () => void) => setTimeout(run, 0))
  idle(task)
}
