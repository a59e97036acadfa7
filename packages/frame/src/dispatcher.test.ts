// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createFrameDispatcher, type FrameDispatcher, type FrameHandlers } from './dispatcher.ts'

const PAGE_ORIGIN = 'http://localhost:3000'
const ADDRESS = '0x' + 'ef'.repeat(20)
let host: HTMLIFrameElement
let frameWindow: Window
let parentWindow: Window
let posted: MockInstance<(message: unknown, targetOrigin: string) => void>
let warn: MockInstance<typeof console.warn>
let dispatcher: FrameDispatcher | undefined

// a same-origin child window: its parent is the test page, as the real frame's parent is the dApp page
beforeEach(() => {
  host = document.createElement('iframe')
  host.srcdoc = '<!doctype html><title>frame</title>'
  document.body.appendChild(host)
  frameWindow = host.contentWindow!
  parentWindow = frameWindow.parent // the page's own window object (vitest's global window is a copy of it)
  posted = vi.spyOn(parentWindow, 'postMessage') as unknown as typeof posted
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  dispatcher?.stop()
  dispatcher = undefined
  host.remove()
  vi.restoreAllMocks()
})

function start(handlers: FrameHandlers, allowedParentOrigins: string[] = []) {
  dispatcher = createFrameDispatcher({
    allowedParentOrigins,
    handlers,
    window: frameWindow,
    parentOrigin: PAGE_ORIGIN,
    version: '0.1.0',
  })
  dispatcher.start()
  posted.mockClear()
  return dispatcher
}

function send(data: unknown, from: { origin?: string; source?: MessageEventSource | null } = {}) {
  frameWindow.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: from.origin ?? PAGE_ORIGIN,
      source: from.source === undefined ? parentWindow : from.source,
    }),
  )
}

/** lets async handlers finish and their replies go out */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const replies = () => posted.mock.calls.map(([message, targetOrigin]) => ({ message, targetOrigin }))
const rpc = (method: string, params?: unknown) => ({
  type: '@latch-app/RPC_REQUEST',
  id: 'rpc-1',
  payload: { method, params, chainId: 31337, chainNamespace: 'eip155' },
})

describe('frame dispatcher', () => {
  it('R-3.96 R-7.71 posts ready with its version to the exact parent origin on start', () => {
    dispatcher = createFrameDispatcher({
      allowedParentOrigins: [],
      handlers: {},
      window: frameWindow,
      parentOrigin: PAGE_ORIGIN,
      version: '0.1.0',
    })
    dispatcher.start()
    expect(posted).toHaveBeenCalledOnce()
    const [message, targetOrigin] = posted.mock.calls[0]!
    expect(targetOrigin).toBe(PAGE_ORIGIN)
    expect(message).toMatchObject({ type: '@latch-frame/READY', payload: { version: '0.1.0' } })
    expect((message as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('R-5.10 R-7.74 refuses to start for a parent origin outside the allowed list and defaults', () => {
    expect(() =>
      createFrameDispatcher({
        allowedParentOrigins: [],
        handlers: {},
        window: frameWindow,
        parentOrigin: 'https://evil.example',
      }),
    ).toThrow('Parent origin is not allowed')
    expect(() =>
      createFrameDispatcher({
        allowedParentOrigins: ['https://*.example.com'],
        handlers: {},
        window: frameWindow,
        parentOrigin: 'https://app.example.com',
      }),
    ).not.toThrow()
  })

  it('R-7.74 a production frame (no default ancestors) refuses a page on *.vercel.app or localhost that the project did not list', () => {
    for (const parentOrigin of ['https://attacker.vercel.app', 'http://localhost:5173']) {
      expect(() =>
        createFrameDispatcher({
          allowedParentOrigins: ['https://app.example.com'],
          defaultAncestors: false,
          handlers: {},
          window: frameWindow,
          parentOrigin,
        }),
      ).toThrow('Parent origin is not allowed')
    }
    expect(() =>
      createFrameDispatcher({
        allowedParentOrigins: ['https://app.example.com'],
        defaultAncestors: false,
        handlers: {},
        window: frameWindow,
        parentOrigin: 'https://app.example.com',
      }),
    ).not.toThrow()
  })

  it('refuses to run outside a frame, where the parent is the window itself', () => {
    expect(() =>
      createFrameDispatcher({
        allowedParentOrigins: [],
        handlers: {},
        window: parentWindow,
        parentOrigin: PAGE_ORIGIN,
      }),
    ).toThrow()
  })

  it('R-7.69 calls the typed handler and replies _SUCCESS with the same id to the exact parent origin', async () => {
    const CONNECT_EMAIL = vi.fn(() => ({ action: 'VERIFY_OTP' as const }))
    start({ CONNECT_EMAIL })
    send({ type: '@latch-app/CONNECT_EMAIL', id: 'req-7', payload: { email: 'ada@example.com' } })
    await settle()
    expect(CONNECT_EMAIL).toHaveBeenCalledWith({ email: 'ada@example.com' }, { id: 'req-7', origin: PAGE_ORIGIN })
    expect(replies()).toEqual([
      {
        message: { type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: 'req-7', payload: { action: 'VERIFY_OTP' } },
        targetOrigin: PAGE_ORIGIN,
      },
    ])
  })

  it('R-3.79 a no-payload request gets a success reply without payload', async () => {
    start({ SIGN_OUT: async () => undefined })
    send({ type: '@latch-app/SIGN_OUT', id: 'req-8' })
    await settle()
    expect(replies()[0]!.message).toEqual({ type: '@latch-frame/SIGN_OUT_SUCCESS', id: 'req-8' })
  })

  it('R-3.81 R-8.62 a failing handler gives _ERROR with its message, or the default', async () => {
    start({
      CONNECT_OTP: () => {
        throw new Error('Invalid code')
      },
      GET_USER: () => Promise.reject('no reason'),
    })
    send({ type: '@latch-app/CONNECT_OTP', id: 'a', payload: { otp: '000000' } })
    send({ type: '@latch-app/GET_USER', id: 'b' })
    await settle()
    expect(replies().map((r) => r.message)).toEqual([
      { type: '@latch-frame/CONNECT_OTP_ERROR', id: 'a', payload: { message: 'Invalid code' } },
      { type: '@latch-frame/GET_USER_ERROR', id: 'b', payload: { message: 'An error occurred' } },
    ])
  })

  it('R-8.61 a request without a handler, or a handler reply the schema refuses, gives Something went wrong', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    start({ GET_CHAIN_ID: () => ({ chainId: 'not a chain id!' }) })
    send({ type: '@latch-app/RELOAD', id: 'a' })
    send({ type: '@latch-app/GET_CHAIN_ID', id: 'b' })
    await settle()
    expect(replies().map((r) => r.message)).toEqual([
      {
        type: '@latch-frame/RELOAD_ERROR',
        id: 'a',
        payload: { message: 'Something went wrong', code: 'SomethingWentWrong' },
      },
      {
        type: '@latch-frame/GET_CHAIN_ID_ERROR',
        id: 'b',
        payload: { message: 'Something went wrong', code: 'SomethingWentWrong' },
      },
    ])
    expect(errors).toHaveBeenCalledOnce()
  })

  it('R-6.8 R-6.9 an unknown RPC method is refused with Requested RPC call is not allowed, without the handler', async () => {
    const RPC_REQUEST = vi.fn(() => '0x1')
    start({ RPC_REQUEST })
    send(rpc('eth_sign', ['0x00', ADDRESS]))
    await settle()
    expect(RPC_REQUEST).not.toHaveBeenCalled()
    expect(replies()[0]!.message).toEqual({
      type: '@latch-frame/RPC_REQUEST_ERROR',
      id: 'rpc-1',
      payload: { message: 'Requested RPC call is not allowed', code: 'RpcNotAllowed' },
    })
  })

  it('R-6.4 R-6.6 safe and unsafe methods reach the RPC handler', async () => {
    const RPC_REQUEST = vi.fn((_payload: { method: string }) => '0x7a69')
    start({ RPC_REQUEST })
    send(rpc('eth_chainId'))
    send(rpc('personal_sign', ['0x68656c6c6f', ADDRESS]))
    await settle()
    expect(RPC_REQUEST.mock.calls.map(([payload]) => payload.method)).toEqual(['eth_chainId', 'personal_sign'])
    expect(replies().map((r) => r.message)).toEqual([
      { type: '@latch-frame/RPC_REQUEST_SUCCESS', id: 'rpc-1', payload: '0x7a69' },
      { type: '@latch-frame/RPC_REQUEST_SUCCESS', id: 'rpc-1', payload: '0x7a69' },
    ])
  })

  it('R-5.8 a message from another origin is ignored with a warning', async () => {
    const SIGN_OUT = vi.fn()
    start({ SIGN_OUT })
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'http://127.0.0.1:3000', 'null']) {
      send({ type: '@latch-app/SIGN_OUT', id: 'x' }, { origin })
    }
    await settle()
    expect(SIGN_OUT).not.toHaveBeenCalled()
    expect(posted).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('R-5.8 a message from a window other than the parent is ignored with a warning', async () => {
    const SIGN_OUT = vi.fn()
    start({ SIGN_OUT })
    send({ type: '@latch-app/SIGN_OUT', id: 'x' }, { source: frameWindow })
    send({ type: '@latch-app/SIGN_OUT', id: 'x' }, { source: null })
    await settle()
    expect(SIGN_OUT).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('R-5.8 R-5.4 R-5.5 a message failing the schema is ignored with a warning', async () => {
    const handlers = { GET_SOCIAL_REDIRECT_URI: vi.fn(), SYNC_THEME: vi.fn(), CONNECT_EMAIL: vi.fn() }
    start(handlers)
    send({ type: '@latch-app/GET_SOCIAL_REDIRECT_URI', id: 'a', payload: { provider: 'myspace' } })
    send({ type: '@latch-app/SYNC_THEME', id: 'b', payload: { themeMode: 'sepia' } })
    send({ type: '@latch-app/CONNECT_EMAIL', id: 'c', payload: { email: 'nobody' } })
    send({ type: '@latch-frame/READY', id: 'd' })
    await settle()
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
    expect(posted).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('R-3.91 tells the parent about a new session token', () => {
    start({}).sessionUpdate('jwt-3')
    expect(replies()).toEqual([
      {
        message: { type: '@latch-frame/SESSION_UPDATE', id: expect.any(String), payload: { token: 'jwt-3' } },
        targetOrigin: PAGE_ORIGIN,
      },
    ])
  })

  it('stops listening when stopped', async () => {
    const SIGN_OUT = vi.fn()
    start({ SIGN_OUT }).stop()
    send({ type: '@latch-app/SIGN_OUT', id: 'x' })
    await settle()
    expect(SIGN_OUT).not.toHaveBeenCalled()
  })
})
