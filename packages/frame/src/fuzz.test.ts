// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
// Fuzz of both ends of the frame channel: generated malformed, oversized, wrong-type, foreign-origin and
// wrong-window messages must all be ignored with a warning — no throw, no handler call, no settled promise.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFrameDispatcher, type FrameHandlers } from './dispatcher.ts'
import { APP_MESSAGE_NAMES } from './messageNames.ts'
import { MESSAGE_TYPES, parseAppMessage, parseFrameMessage } from './messages.ts'
import { type FrameOrigin, mountClient, reply, serveFramePage, track } from './testHarness.ts'

const MESSAGES_PER_SIDE = 100_000
const PAGE_ORIGIN = 'http://localhost:3000'
const ADDRESS = '0x' + '12'.repeat(20)

// a seeded generator, so a failure reproduces
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = prng(0x1a7c4)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const randomText = (max: number) =>
  Array.from({ length: Math.floor(random() * max) }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('')

// oversized and deeply nested values, built once and shared
const BIG = 'x'.repeat(1024 * 1024)
const BIG_HEX = '0x' + 'a'.repeat(1024 * 1024)
const WIDE = Array.from({ length: 2000 }, (_, i) => i)
let DEEP_ARRAY: unknown = 0
let DEEP_OBJECT: unknown = 'leaf'
for (let level = 0; level < 5000; level++) {
  DEEP_ARRAY = [DEEP_ARRAY]
  DEEP_OBJECT = { a: DEEP_OBJECT }
}
const POISONS = [BIG, BIG_HEX, WIDE, DEEP_ARRAY, DEEP_OBJECT]

/** every field name any message uses, so a poisoned payload breaks whichever schema reads it */
const FIELDS = [
  'chainId',
  'rpcUrl',
  'email',
  'otp',
  'uri',
  'preferredAccountType',
  'siwxMessage',
  'socialUri',
  'provider',
  'token',
  'type',
  'themeMode',
  'themeVariables',
  'w3mThemeVariables',
  'metadata',
  'sdkVersion',
  'sdkType',
  'projectId',
  'method',
  'params',
  'chainNamespace',
  'action',
  'address',
  'smartAccountDeployed',
  'accounts',
  'signature',
  'message',
  'userName',
  'url',
  'isConnected',
  'newEmail',
  'smartAccountEnabledNetworks',
  'isDeployed',
  'version',
]
const poisonedPayload = () => Object.fromEntries(FIELDS.map((field) => [field, pick(POISONS)]))

const BAD_IDS = [0, 42, '', BIG, 'a/b', 'spaces here', {}, [], null, true]
const PRIMITIVES = [
  undefined,
  null,
  0,
  -1,
  NaN,
  Infinity,
  true,
  '',
  'READY',
  BIG,
  [],
  WIDE,
  DEEP_ARRAY,
  () => 1,
  Symbol('s'),
]
const FOREIGN_ORIGINS = (frameOrigin: string) => [
  'https://evil.example',
  'null',
  '',
  'http://localhost',
  'http://localhost:3001',
  frameOrigin + '/',
  frameOrigin.toUpperCase(),
  frameOrigin.replace('http:', 'https:'),
  frameOrigin + '0',
  'file://',
  BIG.slice(0, 5000),
]

// hostile objects a same-window script could dispatch (postMessage itself cannot carry them)
const hostile = () =>
  pick([
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
        has: () => {
          throw new Error('trap')
        },
        ownKeys: () => {
          throw new Error('trap')
        },
      },
    ),
    Object.defineProperty({}, 'type', {
      get: () => {
        throw new Error('getter')
      },
      enumerable: true,
    }),
    Object.defineProperty({ type: '@latch-app/CONNECT_EMAIL', id: 'h1' }, 'payload', {
      get: () => {
        throw new Error('getter')
      },
      enumerable: true,
    }),
    Object.defineProperty({ type: '@latch-frame/GET_USER_SUCCESS', id: 'h1' }, 'payload', {
      get: () => {
        throw new Error('getter')
      },
      enumerable: true,
    }),
    Object.create({ type: '@latch-frame/READY', id: 'proto' }),
  ])

const KNOWN_TYPES = new Set<unknown>(MESSAGE_TYPES)
/** a type that is not one of ours: random text, or one of ours bent slightly */
const badType = (): unknown => {
  const type = bentType()
  return KNOWN_TYPES.has(type) ? badType() : type
}
const bentType = (): unknown =>
  pick([
    () => randomText(40),
    () => pick(MESSAGE_TYPES).toLowerCase(),
    () => pick(MESSAGE_TYPES) + ' ',
    () => pick(MESSAGE_TYPES).replace('@latch-', '@w3m-'),
    () => pick(MESSAGE_TYPES).replace('SUCCESS', 'SUCCES'),
    () => BIG,
    () => pick([1, null, {}, [], true]),
  ])()

let frameOrigin: FrameOrigin
beforeAll(async () => {
  frameOrigin = await serveFramePage()
})
afterAll(() => frameOrigin.close())

describe('frame channel fuzz', () => {
  it(`R-5.8 the page client ignores ${MESSAGES_PER_SIDE} malformed, oversized, wrong-type and foreign messages`, {
    timeout: 300_000,
  }, async () => {
    const onSessionUpdate = vi.fn()
    const onAlert = vi.fn()
    const a = await mountClient(frameOrigin.url, { onSessionUpdate, onAlert })
    const b = await mountClient(frameOrigin.url, { onSessionUpdate, onAlert })
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      a.receive(reply('READY', 'r1'))
      await vi.advanceTimersByTimeAsync(500)
      const uninitialised = track(b.client.init())
      const requests = [
        track(a.client.request({ type: '@latch-app/GET_USER' })),
        track(a.client.request({ type: '@latch-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })),
        track(
          a.client.request({
            type: '@latch-app/RPC_REQUEST',
            payload: { method: 'eth_chainId', chainId: 1, chainNamespace: 'eip155' },
          }),
        ),
        track(a.client.request({ type: '@latch-app/SIGN_OUT' })),
        track(a.client.request({ type: '@latch-app/IS_CONNECTED' })),
      ]
      const pending = a.posted().map((p) => ({ id: p.message.id!, name: p.message.type.slice('@latch-app/'.length) }))
      // valid replies to the real pending requests, and valid events: accepted only from the frame's origin and window
      const valid = () => {
        const { id, name } = pick(pending)
        return pick([
          () => reply(`${name}_ERROR`, id, { message: 'no' }),
          () => reply('GET_USER_SUCCESS', id, { address: ADDRESS, chainId: 1 }),
          () => reply('CONNECT_EMAIL_SUCCESS', id, { action: 'CONNECT' }),
          () => reply('RPC_REQUEST_SUCCESS', id, '0x1'),
          () => reply('SIGN_OUT_SUCCESS', id),
          () => reply('IS_CONNECTED_SUCCESS', id, { isConnected: true }),
          () => reply('READY', crypto.randomUUID(), { version: '9' }),
          () => reply('SESSION_UPDATE', crypto.randomUUID(), { token: 'stolen' }),
        ])()
      }
      // wrong-type replies with the real ids
      const wrongType = () => {
        const { id } = pick(pending)
        return pick([
          reply('GET_USER_SUCCESS', id, {
            address: ADDRESS,
            chainId: 1,
            accounts: [{ address: ADDRESS, type: 'root' }],
          }),
          reply('CONNECT_EMAIL_SUCCESS', id, { action: 'LOGIN' }),
          reply('IS_CONNECTED_SUCCESS', id, { isConnected: 'yes' }),
          reply('SIGN_OUT_ERROR', id, { message: { text: 'x' } }),
          reply('RPC_REQUEST_SUCCESS', id, { result: DEEP_OBJECT }),
          reply('SESSION_UPDATE', id, { token: 7 }),
          reply('READY', id, { version: 1 }),
        ])
      }
      // the same message shapes, each broken by design
      const malformed = () => {
        const { id } = pick(pending)
        return pick([
          () => pick(PRIMITIVES),
          () => ({ type: badType(), id, payload: { address: ADDRESS, chainId: 1 } }),
          () => ({
            type: pick([...MESSAGE_TYPES].filter((t) => t.startsWith('@latch-frame/'))),
            id: pick(BAD_IDS),
            payload: { message: 'x' },
          }),
          () => ({
            type: pick(MESSAGE_TYPES.filter((t) => t.startsWith('@latch-frame/'))),
            id,
            payload: pick(POISONS),
          }),
          () => ({
            type: pick(MESSAGE_TYPES.filter((t) => t.startsWith('@latch-frame/'))),
            id,
            payload: poisonedPayload(),
          }),
          wrongType,
          hostile,
        ])()
      }
      // the foreign and wrong-window cases send messages that would be accepted from the frame itself
      for (let draw = 0; draw < 200; draw++) {
        expect(parseFrameMessage(valid()).ok).toBe(true)
        expect(parseFrameMessage(wrongType()).ok).toBe(false)
      }
      const foreign = FOREIGN_ORIGINS(a.client.origin)
      const wrongWindows = [window, null, a.frameWindow.parent]
      const frames = [a.frameWindow, b.frameWindow]

      warn.mockClear() // client b warned about a's ready
      for (let sent = 0; sent < MESSAGES_PER_SIDE; sent++) {
        const kind = sent % 4
        if (kind === 0) a.receive(pick([valid, malformed])(), { origin: pick(foreign), source: pick(frames) })
        else if (kind === 1) a.receive(pick([valid, malformed])(), { source: pick(wrongWindows) })
        else a.receive(malformed(), { source: pick(frames) })
      }
      await vi.advanceTimersByTimeAsync(0)

      expect(requests.map((r) => r.status)).toEqual(Array(requests.length).fill('pending'))
      expect(uninitialised.status).toBe('pending')
      expect(b.client.isInitialised).toBe(false)
      expect(onSessionUpdate).not.toHaveBeenCalled()
      expect(onAlert).not.toHaveBeenCalled()
      // each of the two clients ignored each message with exactly one warning
      expect(warn).toHaveBeenCalledTimes(2 * MESSAGES_PER_SIDE)
      a.client.abort()
      await vi.advanceTimersByTimeAsync(0)
      expect(requests.map((r) => r.error?.message)).toEqual(Array(requests.length).fill('Request was aborted'))
    } finally {
      a.client.destroy()
      b.client.destroy()
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
  })

  it(`R-5.8 R-6.9 the frame dispatcher ignores ${MESSAGES_PER_SIDE} malformed, oversized, wrong-type and foreign messages`, {
    timeout: 300_000,
  }, async () => {
    const host = document.createElement('iframe')
    host.srcdoc = '<!doctype html>'
    document.body.appendChild(host)
    const frameWindow = host.contentWindow!
    const parent = frameWindow.parent
    const posted = vi.spyOn(parent, 'postMessage')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handlers = Object.fromEntries(APP_MESSAGE_NAMES.map((name) => [name, vi.fn()])) as FrameHandlers
    const dispatcher = createFrameDispatcher({
      allowedParentOrigins: ['https://*.example.com'],
      handlers,
      window: frameWindow,
      parentOrigin: PAGE_ORIGIN,
    })
    dispatcher.start()
    posted.mockClear()
    try {
      const app = (name: string, payload?: unknown) => ({
        type: `@latch-app/${name}`,
        id: crypto.randomUUID(),
        ...(payload === undefined ? {} : { payload }),
      })
      const rpc = (method: string, params?: unknown) =>
        app('RPC_REQUEST', { method, params, chainId: 1, chainNamespace: 'eip155' })
      const VALID = [
        app('SWITCH_NETWORK', { chainId: 1 }),
        app('CONNECT_EMAIL', { email: 'ada@example.com' }),
        app('CONNECT_DEVICE'),
        app('CONNECT_OTP', { otp: '123456' }),
        app('CONNECT_SOCIAL', { uri: 'https://auth.example/cb' }),
        app('GET_FARCASTER_URI'),
        app('CONNECT_FARCASTER'),
        app('GET_USER'),
        app('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }),
        app('SIGN_OUT'),
        app('IS_CONNECTED', { token: 't' }),
        app('GET_CHAIN_ID'),
        rpc('personal_sign', ['0x00', ADDRESS]),
        rpc('eth_sign', ['0x00', ADDRESS]),
        rpc('wallet_sendCalls', [{ chainId: '0x1', version: '2.0.0', calls: [{ to: ADDRESS, data: '0x' }] }]),
        app('UPDATE_EMAIL', { email: 'new@example.com' }),
        app('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }),
        app('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }),
        app('SYNC_THEME', { themeMode: 'dark' }),
        app('SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 'latch', projectId: 'p' }),
        app('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
        app('INIT_SMART_ACCOUNT'),
        app('SET_PREFERRED_ACCOUNT', { type: 'eoa' }),
        app('RELOAD'),
        app('RPC_ABORT'),
      ]
      for (const message of VALID) expect(parseAppMessage(message).ok).toBe(true)
      const WRONG_TYPE = [
        app('CONNECT_EMAIL', { email: 42 }),
        app('GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' }),
        app('SYNC_THEME', { themeMode: 'blue' }),
        rpc('wallet_sendCalls', [{ chainId: '0x1', version: '2.0.0', calls: [{ to: ADDRESS, data: 'deadbeef' }] }]),
        rpc('wallet_sendCalls', [{ chainId: '0x1', version: '2.0.0', calls: [{ to: 'alice', data: '0x' }] }]),
        app('RPC_REQUEST', { method: 'eth_call', chainId: 1, chainNamespace: 'sui' }),
        app('SET_PREFERRED_ACCOUNT', { type: 'admin' }),
        app('SWITCH_NETWORK', { chainId: -1 }),
        app('CONNECT_OTP', { otp: ['1'] }),
        app('SIGN_OUT', { now: true }),
        rpc('personal_sign', [BIG_HEX, ADDRESS]),
        rpc('eth_call', [DEEP_ARRAY]),
        app('CONNECT_EMAIL', { email: `${BIG}@example.com` }),
      ]
      for (const message of WRONG_TYPE) expect(parseAppMessage(message).ok).toBe(false)
      const malformed = () =>
        pick([
          () => pick(PRIMITIVES),
          () => ({ ...pick(VALID), type: badType() }),
          () => ({ ...pick(VALID), id: pick(BAD_IDS.filter((id) => id !== null && id !== undefined)) }),
          () => ({
            type: pick(MESSAGE_TYPES.filter((t) => t.startsWith('@latch-app/'))),
            id: 'x',
            payload: pick(POISONS),
          }),
          () => ({
            type: pick(MESSAGE_TYPES.filter((t) => t.startsWith('@latch-app/'))),
            id: 'x',
            payload: poisonedPayload(),
          }),
          () => pick(WRONG_TYPE),
          hostile,
        ])()
      const foreign = [...FOREIGN_ORIGINS(PAGE_ORIGIN), 'https://example.com.evil.io', 'http://app.example.com']
      const wrongWindows = [frameWindow, null, window]

      for (let sent = 0; sent < MESSAGES_PER_SIDE; sent++) {
        const kind = sent % 4
        const data = kind === 3 ? malformed() : pick([() => pick(VALID), malformed])()
        const origin = kind === 0 ? pick(foreign) : PAGE_ORIGIN
        const source = kind === 1 ? pick(wrongWindows) : parent
        const message = kind === 2 ? malformed() : data
        frameWindow.dispatchEvent(new MessageEvent('message', { data: message, origin, source }))
      }
      await new Promise((resolve) => setTimeout(resolve, 0))

      for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
      expect(posted).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(MESSAGES_PER_SIDE)
    } finally {
      dispatcher.stop()
      host.remove()
      vi.restoreAllMocks()
    }
  })
})
