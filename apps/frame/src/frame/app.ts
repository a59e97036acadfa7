// Starts the wallet frame in a window: config, handlers, and the dispatcher that posts READY to the page.
import { createFrameDispatcher, type FrameDispatcher, type FrameHandlers } from '@latch/frame'
import { readFrameConfig } from './config.ts'
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

export function startFrame(win: Window, options: { parentOrigin?: string; fetch?: typeof globalThis.fetch } = {}): { app: FrameApp; dispatcher: FrameDispatcher } {
  const config = readFrameConfig(win.location, win.document)
  const app = createFrameApp({
    window: win,
    document: win.document,
    storage: win.localStorage,
    cloudUrl: config.cloudUrl,
    projectId: config.projectId,
    chainId: config.chainId,
    rpcUrl: config.rpcUrl,
    fetch: options.fetch,
  })
  const dispatcher = createFrameDispatcher({
    allowedParentOrigins: config.allowedOrigins,
    handlers: config.enableLogger ? withLogger(app.handlers) : app.handlers,
    window: win,
    parentOrigin: options.parentOrigin,
    version: FRAME_VERSION,
  })
  dispatcher.start()
  return { app, dispatcher }
}
