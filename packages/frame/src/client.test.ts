// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createFrameClient, FRAME_ID, FrameTimeoutError, frameAddress } from './client.ts'
import { type FrameOrigin, type MountedClient, mountClient, reply, serveFramePage, track } from './testHarness.ts'

const ADDRESS = '0x' + 'cd'.repeat(20)
let frameOrigin: FrameOrigin
let mounted: MountedClient | undefined
let warn: MockInstance<typeof console.warn>

beforeAll(async () => {
  frameOrigin = await serveFramePage()
})
afterAll(() => frameOrigin.close())

afterEach(() => {
  mounted?.client.destroy()
  mounted = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** a loaded client with fake timers from here on */
async function mount(options = {}) {
  mounted = await mountClient(frameOrigin.url, options)
  vi.useFakeTimers()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  return mounted
}

/** ready, then the 500 ms wait */
async function initialise(m: MountedClient) {
  m.receive(reply('READY', 'ready-1', { version: '0.1.0' }))
  await vi.advanceTimersByTimeAsync(500)
}

const lastPosted = (m: MountedClient) => m.posted().at(-1)!

/** an initialised client with one request posted and unanswered, and that request's id */
async function pending(message: Parameters<MountedClient['client']['request']>[0]) {
  const m = await mount()
  await initialise(m)
  const out = track(m.client.request(message))
  return { m, out, id: lastPosted(m).message.id! }
}

describe('hidden frame', () => {
  it('R-2.39 R-2.40 R-2.41 is the body child w3m-iframe, fixed, on top, hidden until needed', async () => {
    const { client } = await mount()
    const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement
    expect(frame).toBe(client.frame)
    expect(frame.parentElement).toBe(document.body)
    expect(frame.style.position).toBe('fixed')
    expect(Number(frame.style.zIndex)).toBeGreaterThan(999)
    expect(frame.style.display).toBe('none')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    client.show()
    expect(frame.style.display).toBe('block')
    expect(frame.hasAttribute('aria-hidden')).toBe(false)
    client.hide()
    expect(frame.style.display).toBe('none')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
  })

  it("delegates WebAuthn (publickey-credentials-get and -create) to the frame's own origin only, so its passkey card works in the page", async () => {
    const { client } = await mount()
    const origin = client.origin
    expect(client.frame!.getAttribute('allow')).toBe(
      `publickey-credentials-get ${origin}; publickey-credentials-create ${origin}`,
    )
  })

  it('R-2.42 R-7.73 the address is the configured frame URL carrying projectId, chainId, version, enableLogger and rpcUrl', async () => {
    const { client } = await mount({ enableLogger: true })
    const src = new URL(client.frame!.src)
    expect(src.origin + src.pathname).toBe(new URL(frameOrigin.url).href)
    const params = new URL(client.frame!.src).searchParams
    expect(Object.fromEntries(params)).toEqual({
      projectId: 'project-1',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('R-2.43 the address carries enableCloudAuthAccount only when it is enabled', () => {
    const base = { frameUrl: 'https://frame.example/', projectId: 'p', version: '1', rpcUrl: 'https://rpc.example' }
    expect(new URL(frameAddress(base)).searchParams.has('enableCloudAuthAccount')).toBe(false)
    expect(
      new URL(frameAddress({ ...base, enableCloudAuthAccount: false })).searchParams.has('enableCloudAuthAccount'),
    ).toBe(false)
    expect(
      new URL(frameAddress({ ...base, enableCloudAuthAccount: true })).searchParams.get('enableCloudAuthAccount'),
    ).toBe('true')
  })
})

describe('initialisation', () => {
  it('R-4.8 R-4.9 R-9.14 is not done before ready, nor until 500 ms after it', async () => {
    const m = await mount()
    const init = track(m.client.init())
    await vi.advanceTimersByTimeAsync(10_000)
    expect(init.status).toBe('pending')
    m.receive(reply('READY', 'r1'))
    await vi.advanceTimersByTimeAsync(499)
    expect(init.status).toBe('pending')
    expect(m.client.isInitialised).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(init.status).toBe('resolved')
    expect(m.client.isInitialised).toBe(true)
  })

  it('R-4.10 R-4.11 runs once and is shared by every caller; a second ready changes nothing', async () => {
    const m = await mount()
    const first = m.client.init()
    expect(m.client.init()).toBe(first)
    m.receive(reply('READY', 'r1'))
    await vi.advanceTimersByTimeAsync(300)
    m.receive(reply('READY', 'r2'))
    await vi.advanceTimersByTimeAsync(200)
    expect(m.client.isInitialised).toBe(true)
    expect(m.client.init()).toBe(first)
  })

  it('R-4.11 requests made before initialisation are posted only once it is done', async () => {
    const m = await mount()
    const user = track(m.client.request({ type: '@latch-app/GET_USER' }))
    const chain = track(m.client.request({ type: '@latch-app/GET_CHAIN_ID' }))
    m.receive(reply('READY', 'r1'))
    await vi.advanceTimersByTimeAsync(499)
    expect(m.posted()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(m.posted().map((p) => p.message.type)).toEqual(['@latch-app/GET_USER', '@latch-app/GET_CHAIN_ID'])
    expect([user.status, chain.status]).toEqual(['pending', 'pending'])
  })
})

describe('requests and replies', () => {
  it("R-7.66 R-7.68 R-7.72 posts to the frame origin only (the configured frameUrl's), never *, each with a fresh random id", async () => {
    const m = await mount()
    // the secure site is the one the app configured: the frame loads from frameUrl and speaks to its origin
    expect(m.client.frame!.src.startsWith(frameOrigin.url)).toBe(true)
    await initialise(m)
    track(m.client.request({ type: '@latch-app/SIGN_OUT' }))
    track(m.client.request({ type: '@latch-app/SIGN_OUT' }))
    const [a, b] = m.posted()
    expect(a!.targetOrigin).toBe(frameOrigin.origin)
    expect(b!.targetOrigin).toBe(frameOrigin.origin)
    expect(a!.message.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(a!.message.id).not.toBe(b!.message.id)
  })

  it('R-7.69 a success reply resolves only the request with the same id', async () => {
    const m = await mount()
    await initialise(m)
    const email = track(m.client.request({ type: '@latch-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } }))
    const emailId = lastPosted(m).message.id!
    const chain = track(m.client.request({ type: '@latch-app/GET_CHAIN_ID' }))
    const chainId = lastPosted(m).message.id!
    m.receive(reply('GET_CHAIN_ID_SUCCESS', chainId, { chainId: 31337 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(chain).toMatchObject({ status: 'resolved', value: { chainId: 31337 } })
    expect(email.status).toBe('pending')
    m.receive(reply('CONNECT_EMAIL_SUCCESS', emailId, { action: 'VERIFY_OTP' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(email).toMatchObject({ status: 'resolved', value: { action: 'VERIFY_OTP' } })
  })

  it('R-7.69 a reply of another type with the right id is ignored with a warning', async () => {
    const { m, out, id } = await pending({ type: '@latch-app/SIGN_OUT' })
    m.receive(reply('GET_CHAIN_ID_SUCCESS', id, { chainId: 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(out.status).toBe('pending')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('R-3.81 R-8.62 an error reply rejects with its message, or with the default', async () => {
    const m = await mount()
    await initialise(m)
    const a = track(m.client.request({ type: '@latch-app/CONNECT_OTP', payload: { otp: '123456' } }))
    m.receive(reply('CONNECT_OTP_ERROR', lastPosted(m).message.id!, { message: 'Invalid code' }))
    const b = track(m.client.request({ type: '@latch-app/SIGN_OUT' }))
    m.receive(reply('SIGN_OUT_ERROR', lastPosted(m).message.id!))
    await vi.advanceTimersByTimeAsync(0)
    expect(a.error?.message).toBe('Invalid code')
    expect(b.error?.message).toBe('An error occurred')
  })

  it('R-3.91 a session update reaches the page', async () => {
    const onSessionUpdate = vi.fn()
    const m = await mount({ onSessionUpdate })
    m.receive(reply('SESSION_UPDATE', 'e1', { token: 'jwt-2' }))
    expect(onSessionUpdate).toHaveBeenCalledWith({ token: 'jwt-2' })
  })

  it('R-5.1 R-5.4 a request the schema refuses is rejected and never posted', async () => {
    const m = await mount()
    await initialise(m)
    const bad = track(m.client.request({ type: '@latch-app/CONNECT_EMAIL', payload: { email: 'not-an-email' } }))
    const provider = 'myspace' as 'google'
    const social = track(m.client.request({ type: '@latch-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } }))
    await vi.advanceTimersByTimeAsync(0)
    expect(bad.status).toBe('rejected')
    expect(social.status).toBe('rejected')
    expect(m.posted()).toHaveLength(0)
  })
})

describe('timeouts', () => {
  it('R-9.16 R-8.63 a request waits at most 20 s for the frame to load, then fails with iframe_load_failed', async () => {
    const onAlert = vi.fn()
    const m = await mount({ onAlert })
    const user = track(m.client.request({ type: '@latch-app/GET_USER' }))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(user.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(user.error).toBeInstanceOf(FrameTimeoutError)
    expect((user.error as FrameTimeoutError).alert).toBe('iframe_load_failed')
    expect(onAlert).toHaveBeenCalledWith('iframe_load_failed')
    m.receive(reply('READY', 'r1'))
    await vi.advanceTimersByTimeAsync(500)
    expect(m.posted()).toHaveLength(0)
  })

  it('R-9.17 theme sync, dapp data sync and set preferred account wait for a slow frame', async () => {
    const m = await mount()
    const theme = track(m.client.request({ type: '@latch-app/SYNC_THEME', payload: { themeMode: 'dark' } }))
    const dapp = track(
      m.client.request({
        type: '@latch-app/SYNC_DAPP_DATA',
        payload: { sdkVersion: '0.1.0', sdkType: 'latch', projectId: 'p' },
      }),
    )
    const account = track(m.client.request({ type: '@latch-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } }))
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect([theme.status, dapp.status, account.status]).toEqual(['pending', 'pending', 'pending'])
    await initialise(m)
    const [t, d, a] = m.posted()
    m.receive(reply('SYNC_THEME_SUCCESS', t!.message.id!))
    m.receive(reply('SYNC_DAPP_DATA_SUCCESS', d!.message.id!))
    m.receive(reply('SET_PREFERRED_ACCOUNT_SUCCESS', a!.message.id!, { type: 'eoa', address: ADDRESS }))
    await vi.advanceTimersByTimeAsync(0)
    expect([theme.status, dapp.status, account.status]).toEqual(['resolved', 'resolved', 'resolved'])
    expect(account.value).toEqual({ type: 'eoa', address: ADDRESS })
  })

  it('R-9.18 R-8.64 connect email, device, OTP, social and social redirect fail after 120 s with iframe_request_timeout', async () => {
    const onAlert = vi.fn()
    const m = await mount({ onAlert })
    await initialise(m)
    const requests = [
      track(m.client.request({ type: '@latch-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })),
      track(m.client.request({ type: '@latch-app/CONNECT_DEVICE' })),
      track(m.client.request({ type: '@latch-app/CONNECT_OTP', payload: { otp: '123456' } })),
      track(m.client.request({ type: '@latch-app/CONNECT_SOCIAL', payload: { uri: 'https://auth.example/cb' } })),
      track(m.client.request({ type: '@latch-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } })),
    ]
    await vi.advanceTimersByTimeAsync(119_999)
    expect(requests.map((r) => r.status)).toEqual(Array(5).fill('pending'))
    await vi.advanceTimersByTimeAsync(1)
    for (const request of requests) expect((request.error as FrameTimeoutError).alert).toBe('iframe_request_timeout')
    expect(onAlert).toHaveBeenCalledTimes(5)
  })

  it('R-9.18 other requests have no answer timeout once the frame is loaded', async () => {
    const m = await mount()
    await initialise(m)
    const user = track(m.client.request({ type: '@latch-app/GET_USER' }))
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(user.status).toBe('pending')
    m.receive(reply('GET_USER_SUCCESS', lastPosted(m).message.id!, { address: ADDRESS, chainId: 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(user).toMatchObject({ status: 'resolved', value: { address: ADDRESS } })
  })
})

describe('abort and destroy', () => {
  it('R-8.60 abort rejects every pending request with Request was aborted; a late reply is ignored', async () => {
    const m = await mount()
    await initialise(m)
    const a = track(m.client.request({ type: '@latch-app/GET_USER' }))
    const id = lastPosted(m).message.id!
    const b = track(m.client.request({ type: '@latch-app/CONNECT_DEVICE' }))
    m.client.abort()
    m.receive(reply('GET_USER_SUCCESS', id, { address: ADDRESS, chainId: 1 }))
    await vi.advanceTimersByTimeAsync(200_000)
    expect(a.error?.message).toBe('Request was aborted')
    expect(b.error?.message).toBe('Request was aborted')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('R-8.59 after destroy the frame is gone and requests fail with W3mFrame: iframe is not set', async () => {
    const m = await mount()
    m.client.destroy()
    expect(document.getElementById(FRAME_ID)).toBeNull()
    await expect(m.client.request({ type: '@latch-app/SIGN_OUT' })).rejects.toThrow('W3mFrame: iframe is not set')
    await expect(m.client.init()).rejects.toThrow('W3mFrame: iframe is not set')
  })
})

describe('received messages are checked (R-5.8)', () => {
  it('R-5.8 a reply from another origin is ignored with a warning', async () => {
    const { m, out, id } = await pending({ type: '@latch-app/SIGN_OUT' })
    for (const origin of ['http://localhost:3000', 'https://evil.example', frameOrigin.origin + '/', 'null']) {
      m.receive(reply('SIGN_OUT_SUCCESS', id), { origin })
    }
    await vi.advanceTimersByTimeAsync(0)
    expect(out.status).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('R-5.8 a reply from another window on the right origin is ignored with a warning', async () => {
    const { m, out, id } = await pending({ type: '@latch-app/SIGN_OUT' })
    m.receive(reply('SIGN_OUT_SUCCESS', id), { source: window })
    m.receive(reply('SIGN_OUT_SUCCESS', id), { source: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(out.status).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('R-5.8 a reply that fails the schema is ignored with a warning', async () => {
    const { m, out: user, id } = await pending({ type: '@latch-app/GET_USER' })
    m.receive(reply('GET_USER_SUCCESS', id, { address: 42 }))
    m.receive({ type: '@latch-frame/GET_USER_SUCCESS', id: 7, payload: { address: ADDRESS, chainId: 1 } })
    m.receive('GET_USER_SUCCESS')
    await vi.advanceTimersByTimeAsync(0)
    expect(user.status).toBe('pending')
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('R-4.8 R-5.8 a ready from another origin or window does not initialise', async () => {
    const m = await mount()
    m.receive(reply('READY', 'r1'), { origin: 'https://evil.example' })
    m.receive(reply('READY', 'r2'), { source: window })
    await vi.advanceTimersByTimeAsync(1000)
    expect(m.client.isInitialised).toBe(false)
  })
})

describe('options', () => {
  it('uses the document and window it is given', async () => {
    const client = createFrameClient({ frameUrl: frameOrigin.url, projectId: 'p', version: '1', document, window })
    expect(document.body.contains(client.frame!)).toBe(true)
    await new Promise((resolve) => client.frame!.addEventListener('load', resolve, { once: true }))
    client.destroy()
  })
})
