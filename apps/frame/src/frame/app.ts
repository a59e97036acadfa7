// Starts the wallet frame in a window with all of its code at once: config, handlers, and the dispatcher that posts
// READY to the page. The built frame page starts with lazyFrame.ts instead, which loads the wallet's code later.
import type { FrameDispatcher } from '@latch/frame'
import { warmUpCurves } from '../keys/index.ts'
import { frameContext, startDispatcher, whenIdle } from './frameShell.ts'
import { createFrameApp, type FrameApp } from './handlers.ts'

export { FRAME_VERSION, STORAGE_BLOCKED } from './frameShell.ts'

export function startFrame(
  win: Window,
  options: { parentOrigin?: string; fetch?: typeof globalThis.fetch } = {},
): { app?: FrameApp; dispatcher: FrameDispatcher } {
  const { config, storage } = frameContext(win)
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
  const dispatcher = startDispatcher(win, config, app?.handlers, options.parentOrigin)
  // after READY: the page is not kept waiting, and the first wallet made or unlocked does not pay for the tables
  if (app) whenIdle(win, () => warmUpCurves())
  return { app, dispatcher }
}
