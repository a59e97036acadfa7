// Test support: a real HTTP server standing in for the frame's origin, and a client whose iframe has loaded from it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { vi } from 'vitest'
import { createFrameClient, type FrameClient, type FrameClientOptions } from './client.ts'
import type { AppMessage, FrameMessage } from './messages.ts'

export interface FrameOrigin {
  url: string
  origin: string
  close(): Promise<void>
}

/** serves an empty page so happy-dom loads the iframe from a second loopback origin */
export async function serveFramePage(): Promise<FrameOrigin> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end('<!doctype html><title>frame</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/frame`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface MountedClient {
  client: FrameClient
  frameWindow: Window
  /** every message the client posted to the frame, with its target origin */
  posted: () => { message: AppMessage; targetOrigin: string }[]
  /** a message as the frame would post it (its origin, its window) unless told otherwise */
  receive: (data: unknown, from?: { origin?: string; source?: MessageEventSource | null }) => void
}

/** a client whose iframe has finished loading; the frame window's postMessage is observed, not replaced */
export async function mountClient(frameUrl: string, options: Partial<FrameClientOptions> = {}): Promise<MountedClient> {
  const client = createFrameClient({
    frameUrl,
    projectId: 'project-1',
    chainId: 31337,
    version: '0.1.0',
    rpcUrl: 'http://127.0.0.1:8545',
    ...options,
  })
  const frame = client.frame!
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  const frameWindow = frame.contentWindow!
  const spy = vi.spyOn(frameWindow, 'postMessage')
  return {
    client,
    frameWindow,
    posted: () =>
      spy.mock.calls.map(([message, targetOrigin]) => ({
        message: message as AppMessage,
        targetOrigin: targetOrigin as string,
      })),
    receive: (data, from = {}) => {
      const event = new MessageEvent('message', {
        data,
        origin: from.origin ?? client.origin,
        source: from.source === undefined ? frameWindow : from.source,
      })
      window.dispatchEvent(event)
    },
  }
}

export function reply(type: string, id: string, payload?: unknown): FrameMessage {
  return { type: `@latch-frame/${type}`, id, ...(payload === undefined ? {} : { payload }) } as FrameMessage
}

/** a promise's outcome so far, without waiting on it */
export function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: Error } = { status: 'pending' }
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: Error) => Object.assign(state, { status: 'rejected', error }),
  )
  return state
}
