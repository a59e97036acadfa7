// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
// The page half of the embedded wallet against a stand-in of the frame app: a real createFrameDispatcher running in
// the loaded iframe, with in-test handlers. (The real frame app is tested in apps/frame and end to end.)
import { type EmbeddedHooks, ProviderDisconnectedError, UserRejectedError } from '@latch/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_ID } from './client.ts'
import { createFrameDispatcher, type FrameDispatcher, type FrameHandlers } from './dispatcher.ts'
import { embeddedWallet } from './embedded.ts'
import type { LoadedEmbeddedFrame } from './page.ts'
import { RPC_TEXTS } from './rpcErrors.ts'
import { type FrameOrigin, serveFramePage, track } from './testHarness.ts'

const ADDRESS = '0x' + 'cd'.repeat(20)
const RPC_URL = 'http://127.0.0.1:8545/'
let frameOrigin: FrameOrigin
let dispatcher: FrameDispatcher | undefined
let loaded: LoadedEmbeddedFrame | undefined
let hooks: { [K in keyof EmbeddedHooks]: ReturnType<typeof vi.fn> }
/** every RPC_REQUEST payload the frame stand-in received */
let rpcRequests: { method: string; params?: unknown; chainId: unknown; chainNamespace: string; rpcUrl?: string }[]
/** unsafe requests wait here until the test approves or rejects them, as the frame's card would */
let cards: { method: string; approve(value: unknown): void; reject(error: Error): void }[]
let aborts: number

beforeAll(async () => {
  frameOrigin = await serveFramePage()
  // same origin as the frame, so the test can reach the iframe's window and run the stand-in in it
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${frameOrigin.origin}/page`)
})
afterAll(() => frameOrigin.close())

const standIn: FrameHandlers = {
  GET_USER: (payload) => ({
    email: 'ada@example.com',
    address: ADDRESS,
    chainId: payload?.chainId ?? 31337,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
  }),
  SWITCH_NETWORK: (payload) => ({ chainId: payload.chainId }),
  IS_CONNECTED: () => ({ isConnected: true }),
  SIGN_OUT: () => undefined,
  RPC_ABORT: () => {
    aborts++
    // the frame drops its approval card; safe requests are not cards
    for (const card of cards.filter((entry) => entry.method !== 'eth_getBalance'))
      card.reject(new UserRejectedError('RequestAborted'))
    cards = cards.filter((entry) => entry.method === 'eth_getBalance')
    return undefined
  },
  RPC_REQUEST: (payload) => {
    rpcRequests.push(payload as (typeof rpcRequests)[number])
    if (payload.method === 'eth_blockNumber') return '0x10'
    if (payload.method === 'eth_getBalance')
      return new Promise((resolve) =>
        cards.push({ method: 'eth_getBalance', approve: resolve, reject: () => {} }),
      ) as never
    return new Promise((resolve, reject) =>
      cards.push({ method: payload.method, approve: resolve as (value: unknown) => void, reject }),
    ) as never
  },
}

/**
 * happy-dom gives a posted message the top window as its source, so the stand-in sees the page through a relay that
 * re-dispatches each message with the source and origin a browser would give it; the checks on both sides stay real.
 */
function startStandIn(frame: HTMLIFrameElement) {
  const frameWindow = frame.contentWindow as Window
  const page = {
    postMessage(data: unknown, targetOrigin: string) {
      expect(targetOrigin).toBe(frameOrigin.origin)
      window.dispatchEvent(new MessageEvent('message', { data, origin: frameOrigin.origin, source: frameWindow }))
    },
  }
  const relayed = new Map<EventListenerOrEventListenerObject, EventListener>()
  const shim = {
    parent: page,
    location: frameWindow.location,
    document: frameWindow.document,
    addEventListener(type: string, listener: EventListener) {
      const relay = (event: Event) =>
        listener(
          new MessageEvent('message', {
            data: (event as MessageEvent).data,
            origin: (event as MessageEvent).origin,
            source: page as unknown as Window,
          }),
        )
      relayed.set(listener, relay)
      frameWindow.addEventListener(type, relay)
    },
    removeEventListener(type: string, listener: EventListener) {
      frameWindow.removeEventListener(type, relayed.get(listener) as EventListener)
    },
  }
  dispatcher = createFrameDispatcher({
    allowedParentOrigins: [frameOrigin.origin],
    handlers: standIn,
    window: shim as unknown as Window,
    parentOrigin: frameOrigin.origin,
  })
  dispatcher.start()
}

async function load(): Promise<LoadedEmbeddedFrame> {
  // the load listener goes on the moment the client inserts its iframe, before it can have loaded
  const frameLoaded = new Promise<HTMLIFrameElement>((resolve) => {
    const observer = new MutationObserver(() => {
      const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement | null
      if (!frame) return
      observer.disconnect()
      frame.addEventListener('load', () => resolve(frame), { once: true })
    })
    observer.observe(document.body, { childList: true })
  })
  const wallet = embeddedWallet({ frameUrl: frameOrigin.url, socials: ['google', 'github'] })
  const loading = wallet.load(hooks as unknown as EmbeddedHooks, {
    projectId: 'project-1',
    chainId: 31337,
    rpcUrl: RPC_URL,
  })
  startStandIn(await frameLoaded)
  return (await loading) as LoadedEmbeddedFrame
}

beforeEach(async () => {
  hooks = { approvalNeeded: vi.fn(), approvalDone: vi.fn(), notAllowed: vi.fn(), alert: vi.fn(), signedOut: vi.fn() }
  rpcRequests = []
  cards = []
  aborts = 0
  loaded = await load()
})

afterEach(() => {
  dispatcher?.stop()
  dispatcher = undefined
  loaded?.client.destroy()
  loaded = undefined
  vi.restoreAllMocks()
})

const request = (method: string, params?: unknown) => loaded!.provider.request({ method, params })

describe('embeddedWallet', () => {
  it('keeps the frame URL and socials for core; the frame is titled for assistive tech', () => {
    expect(embeddedWallet({ frameUrl: frameOrigin.url, socials: ['google'] })).toMatchObject({
      frameUrl: frameOrigin.url,
      socials: ['google'],
    })
    expect(loaded!.client.frame!.title).toBe('Latch embedded wallet')
  })

  it('show(rect) places the frame fixed over the rect and exposes it; hide() hides it again', () => {
    const frame = loaded!.client.frame!
    loaded!.show({ top: 10, left: 20, width: 360, height: 400 })
    expect(frame.style).toMatchObject({
      position: 'fixed',
      top: '10px',
      left: '20px',
      width: '360px',
      height: '400px',
      display: 'block',
    })
    expect(frame.hasAttribute('aria-hidden')).toBe(false)
    loaded!.hide()
    expect(frame.style.display).toBe('none')
    expect(frame.getAttribute('aria-hidden')).toBe('true')
  })

  it('request(name, payload) sends a frame message and resolves with its reply', async () => {
    await expect(loaded!.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
  })

  it('R-8.88 signing out ends the provider: its disconnect event is 4900 (provider disconnected) and it lists no account', async () => {
    await loaded!.request('GET_USER', { chainId: 31337 })
    expect(await request('eth_accounts')).toEqual([ADDRESS])
    const disconnected = new Promise<{ code: number }>((resolve) => loaded!.provider.on('disconnect', resolve as never))
    await loaded!.request('SIGN_OUT')
    expect(await disconnected).toMatchObject({ code: 4900 })
    expect(await request('eth_accounts')).toEqual([])
  })

  it('R-4.7 two session checks asked together (core on restore, wagmi isAuthorized) cross as one IS_CONNECTED; a later one asks again', async () => {
    let asked = 0
    const answer = standIn.IS_CONNECTED!
    standIn.IS_CONNECTED = (...args) => {
      asked++
      return answer(...args)
    }
    try {
      const both = await Promise.all([loaded!.request('IS_CONNECTED'), loaded!.request('IS_CONNECTED')])
      expect(both).toEqual([{ isConnected: true }, { isConnected: true }])
      expect(asked).toBe(1)
      await loaded!.request('IS_CONNECTED')
      expect(asked).toBe(2)
    } finally {
      standIn.IS_CONNECTED = answer
    }
  })
})

describe('the EIP-1193 provider', () => {
  it('R-4.59 a safe request goes out as RPC_REQUEST with chain, namespace and rpcUrl, without the approval view', async () => {
    await expect(request('eth_blockNumber', [])).resolves.toBe('0x10')
    expect(rpcRequests).toEqual([
      { method: 'eth_blockNumber', params: [], chainId: 31337, chainNamespace: 'eip155', rpcUrl: RPC_URL },
    ])
    expect(hooks.approvalNeeded).not.toHaveBeenCalled()
    expect(hooks.approvalDone).not.toHaveBeenCalled()
  })

  it('R-2.17 an unsafe request asks for the approval view, then reports success', async () => {
    const signed = request('personal_sign', ['0x68656c6c6f', ADDRESS])
    await vi.waitFor(() => expect(cards).toHaveLength(1))
    expect(hooks.approvalNeeded).toHaveBeenCalledTimes(1)
    expect(hooks.approvalDone).not.toHaveBeenCalled()
    cards[0]!.approve('0x' + 'ab'.repeat(65))
    await expect(signed).resolves.toBe('0x' + 'ab'.repeat(65))
    expect(hooks.approvalDone).toHaveBeenCalledWith('success')
  })

  it('R-3.100 members a JSON-RPC wallet would never see (undefined, as viem sends wallet_sendCalls) are left out of the message', async () => {
    const call = { to: ADDRESS, value: '0x1', data: undefined }
    const sent = request('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: ADDRESS, id: undefined, capabilities: undefined, calls: [call] },
    ])
    await vi.waitFor(() => expect(cards).toHaveLength(1))
    expect(rpcRequests[0]!.params).toStrictEqual([
      { version: '2.0.0', chainId: '0x7a69', from: ADDRESS, calls: [{ to: ADDRESS, value: '0x1' }] },
    ])
    cards[0]!.approve({ id: '0x' + '01'.repeat(32) })
    await expect(sent).resolves.toEqual({ id: '0x' + '01'.repeat(32) })
  })

  it("a rejection on the frame's card is a 4001 user rejection, reported as an error outcome", async () => {
    const sent = request('eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x1' }])
    await vi.waitFor(() => expect(cards).toHaveLength(1))
    cards[0]!.reject(new UserRejectedError('UserRejected'))
    await expect(sent).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(hooks.approvalDone).toHaveBeenCalledWith('error')
  })

  it('a refusal because the session ended elsewhere is 4900: the provider lists no account, emits disconnect, and core is told', async () => {
    await loaded!.request('GET_USER', { chainId: 31337 })
    const disconnected = new Promise<{ code: number }>((resolve) => loaded!.provider.on('disconnect', resolve as never))
    const sent = request('personal_sign', ['0x00', ADDRESS])
    await vi.waitFor(() => expect(cards).toHaveLength(1))
    cards[0]!.reject(new ProviderDisconnectedError('WalletSignedOut'))
    await expect(sent).rejects.toMatchObject({ code: 4900, message: RPC_TEXTS.signedOut })
    expect(await disconnected).toMatchObject({ code: 4900 })
    expect(await request('eth_accounts')).toEqual([])
    expect(hooks.signedOut).toHaveBeenCalledOnce()
  })

  it('R-6.8 R-4.61 R-8.87 an unknown method is refused with 4200 (unsupported method) and reported, and never reaches the frame', async () => {
    await expect(request('eth_sign', [ADDRESS, '0x00'])).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(hooks.notAllowed).toHaveBeenCalledWith('eth_sign')
    expect(rpcRequests).toEqual([])
  })

  it('R-4.55 R-4.60 abort() rejects pending approvals and drops the card; a pending safe request goes on', async () => {
    const balance = track(request('eth_getBalance', [ADDRESS, 'latest']))
    const signed = track(request('personal_sign', ['0x00', ADDRESS]))
    await vi.waitFor(() => expect(cards).toHaveLength(2))
    loaded!.abort()
    await vi.waitFor(() => expect(signed.status).toBe('rejected'))
    expect(signed.error).toMatchObject({ message: 'Request was aborted' })
    await vi.waitFor(() => expect(aborts).toBe(1))
    expect(balance.status).toBe('pending')
    cards.find((card) => card.method === 'eth_getBalance')!.approve('0x5')
    await vi.waitFor(() => expect(balance.status).toBe('resolved'))
    expect(balance.value).toBe('0x5')
  })

  it('abort() with no pending approval sends nothing', async () => {
    loaded!.abort()
    await expect(loaded!.request('IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    expect(aborts).toBe(0)
  })

  it('R-7.56 eth_accounts and eth_chainId answer from GET_USER and SWITCH_NETWORK, with events, never over RPC', async () => {
    const accountsChanged = vi.fn()
    const chainChanged = vi.fn()
    loaded!.provider.on('accountsChanged', accountsChanged)
    loaded!.provider.on('chainChanged', chainChanged)
    await expect(request('eth_accounts')).resolves.toEqual([])
    await loaded!.request('GET_USER', { chainId: 31337, rpcUrl: RPC_URL })
    expect(accountsChanged).toHaveBeenCalledWith([ADDRESS])
    await expect(request('eth_accounts')).resolves.toEqual([ADDRESS])
    await loaded!.request('SWITCH_NETWORK', { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546/' })
    expect(chainChanged).toHaveBeenCalledWith('0x7a6a')
    await expect(request('eth_chainId')).resolves.toBe('0x7a6a')
    expect(rpcRequests).toEqual([])
    // later requests name the new chain and its rpcUrl
    await request('eth_blockNumber', [])
    expect(rpcRequests[0]).toMatchObject({ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546/' })
  })
})
