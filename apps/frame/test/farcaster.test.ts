// Farcaster sign-in through the frame's handlers (docs/design/farcaster-and-signing.md §1.3) against the real
// cloud, the relay stand-in and the IdRegistry stand-in on the shared anvil chain; the stand-in client approves.
import { randomBytes } from 'node:crypto'
import { type Address, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createFrameDispatcher, type FrameMessage } from '@latch/frame'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  approveFarcasterSignIn,
  type FarcasterRelayStandin,
  farcasterLinkFields,
  installIdRegistryStandin,
  registerFid,
  startFarcasterRelayStandin,
} from '../../../tooling/devnet/src/farcaster-standin.ts'
import { DEVICE_NOT_CONNECTED } from '@latch/core/internal'
import { hasErrorCode } from '@latch/core'
import { FRAME_ORIGIN, openFrame, PROJECT_ID, startTestCloud, type TestCloud, type TestFrame } from './fixtures.ts'

const FAILED = 'Failed to connect to farcaster'
const CLIENT_URL = 'http://127.0.0.1:5174/#farcaster'
const PAGE_ORIGIN = 'http://localhost:5173'
const FID = 5
const rpcUrl = ((inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }).rpcUrls[0]
// this file's own registry on the shared chain
const registry = getAddress(`0x${randomBytes(20).toString('hex')}`) as Address
const custodyKey = generatePrivateKey()

let relay: FarcasterRelayStandin
let test: TestCloud
beforeAll(async () => {
  relay = await startFarcasterRelayStandin({ clientUrl: CLIENT_URL })
  await installIdRegistryStandin(rpcUrl, registry)
  await registerFid(rpcUrl, FID, privateKeyToAccount(custodyKey).address, registry)
  test = await startTestCloud(undefined, {
    farcaster: {
      relayUrl: relay.url,
      domain: new URL(FRAME_ORIGIN).host,
      siweUri: `${FRAME_ORIGIN}/`,
      idRegistry: { rpcUrl, address: registry },
    },
  })
}, 60_000)
afterAll(async () => {
  await test?.stop()
  await relay?.close()
})

const approve = (url: string, privateKey = custodyKey) =>
  approveFarcasterSignIn(url, { relayUrl: relay.url, privateKey, fid: FID, username: 'frame-fid' })

/** the frame's calls to the cloud, watched: the channel token it keeps, and each pending status answer */
function watchedFetch() {
  const waiting: (() => void)[] = []
  const tokens: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init)
    const path = new URL(String(input)).pathname
    if (path === '/v1/auth/farcaster/channel' && response.ok) tokens.push((await response.clone().json()).channelToken)
    if (path === '/v1/auth/farcaster/status' && (await response.clone().json()).state === 'pending')
      for (const wake of waiting.splice(0)) wake()
    return response
  }
  return { fetch, tokens, nextPending: () => new Promise<void>((resolve) => waiting.push(resolve)) }
}

function watchedFrame() {
  const watch = watchedFetch()
  return { watch, frame: openFrame(test, { fetch: watch.fetch, farcasterPollMs: 10 }) }
}

let recoveryCode: string | undefined
/** a CONNECT_FARCASTER's answer as core gets it: where the fid's wallet is not on this device yet, CONNECT_DEVICE
 * first (the first test makes the wallet and keeps its recovery code, later ones open it), then the frame again */
async function connected(frame: TestFrame, first: Promise<unknown>): Promise<unknown> {
  try {
    return await first
  } catch (error) {
    if (!hasErrorCode(error, 'DeviceNotConnected')) throw error
    recoveryCode = (await frame.connectDevice(recoveryCode)) ?? recoveryCode
    return frame.call('CONNECT_FARCASTER')
  }
}

/** a promise's outcome so far, read without waiting */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean } = { settled: false }
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  )
  return state
}

describe('Farcaster sign-in in the frame', () => {
  it('R-3.86 R-3.79 R-7.70 over the dispatcher: GET_FARCASTER_URI answers { url } for the Farcaster client; the channel token the frame polls with is in no posted message', async () => {
    const { watch, frame } = watchedFrame()
    const posted: FrameMessage[] = []
    const replies = new Map<string, (message: FrameMessage) => void>()
    const parent = {
      postMessage(message: FrameMessage) {
        posted.push(message)
        replies.get(message.id)?.(message)
      },
    }
    const listeners: ((event: MessageEvent) => void)[] = []
    const win = {
      location: { ancestorOrigins: [PAGE_ORIGIN] },
      document: frame.document,
      parent,
      addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => {},
    }
    createFrameDispatcher({
      allowedParentOrigins: [PAGE_ORIGIN],
      handlers: frame.app.handlers,
      window: win as unknown as Window,
      parentOrigin: PAGE_ORIGIN,
    }).start()
    const send = (name: string, id: string) => {
      const reply = new Promise<FrameMessage>((resolve) => replies.set(id, resolve))
      for (const listener of listeners)
        listener({
          origin: PAGE_ORIGIN,
          source: parent,
          data: { type: `@latch-app/${name}`, id },
        } as unknown as MessageEvent)
      return reply
    }

    const uri = await send('GET_FARCASTER_URI', 'f1')
    expect(uri).toMatchObject({
      type: '@latch-frame/GET_FARCASTER_URI_SUCCESS',
      id: 'f1',
      payload: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:5174\/#farcaster\?/) },
    })
    const url = (uri as { payload: { url: string } }).payload.url
    expect(Object.keys((uri as { payload: object }).payload)).toEqual(['url'])
    expect(farcasterLinkFields(url)).toMatchObject({ domain: 'localhost:5175', siweUri: `${FRAME_ORIGIN}/` })

    const pending = watch.nextPending()
    const connecting = send('CONNECT_FARCASTER', 'f2')
    await pending
    await approve(url)
    // a first sign-in: the wallet is made in the frame (CONNECT_DEVICE), then the page asks again
    expect(await connecting).toEqual({
      type: '@latch-frame/CONNECT_FARCASTER_ERROR',
      id: 'f2',
      payload: { message: DEVICE_NOT_CONNECTED, code: 'DeviceNotConnected' },
    })
    recoveryCode = await frame.connectDevice()
    expect(await send('CONNECT_FARCASTER', 'f3')).toEqual({
      type: '@latch-frame/CONNECT_FARCASTER_SUCCESS',
      id: 'f3',
      payload: { userName: 'frame-fid' },
    })

    const [channelToken] = watch.tokens
    expect(channelToken).toMatch(/^[\w-]{43}$/)
    expect(posted.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(posted)).not.toContain(channelToken)
    const sessionToken = frame.window.localStorage.getItem(`@appkit-wallet/SESSION_TOKEN:${PROJECT_ID}`)
    const deviceToken = frame.window.localStorage.getItem(`@appkit-wallet/DEVICE_TOKEN:${PROJECT_ID}`)
    expect(sessionToken).toMatch(/^[\w-]{43}$/)
    expect(deviceToken).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(posted)).not.toContain(sessionToken)
    expect(JSON.stringify(posted)).not.toContain(deviceToken)
    await frame.close()
  })

  it('R-3.87 CONNECT_FARCASTER waits while pending, completes once the client approved, answers { userName }; GET_USER then gives the wallet', async () => {
    const { watch, frame } = watchedFrame()
    const { url } = await frame.call('GET_FARCASTER_URI')
    const pending = watch.nextPending()
    const connecting = frame.call('CONNECT_FARCASTER')
    const progress = track(connecting)
    await pending
    await watch.nextPending()
    expect(progress.settled).toBe(false)
    await approve(url)
    expect(await connected(frame, connecting)).toEqual({ userName: 'frame-fid' })
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: true })
    const user = await frame.call('GET_USER')
    expect(user).toMatchObject({
      email: null,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      preferredAccountType: 'eoa',
    })

    // the same fid on the same device gets the same wallet again
    await frame.call('SIGN_OUT')
    const again = await frame.call('GET_FARCASTER_URI')
    await approve(again.url)
    expect(await connected(frame, frame.call('CONNECT_FARCASTER'))).toEqual({ userName: 'frame-fid' })
    expect((await frame.call('GET_USER')).address).toBe(user.address)
    await frame.close()
  })

  it('R-8.35 SIGN_OUT during the wait ends it with Failed to connect to farcaster; approving later signs nobody in', async () => {
    const { watch, frame } = watchedFrame()
    const { url } = await frame.call('GET_FARCASTER_URI')
    const pending = watch.nextPending()
    const connectingFails = expect(frame.call('CONNECT_FARCASTER')).rejects.toThrow(FAILED)
    await pending
    await frame.call('SIGN_OUT')
    await connectingFails
    await approve(url)
    await expect(frame.call('CONNECT_FARCASTER')).rejects.toThrow(FAILED)
    await expect(frame.call('GET_USER')).rejects.toThrow('Not signed in')
    await frame.close()
  })

  it('R-8.35 a newer GET_FARCASTER_URI ends the wait; the newer channel signs in', async () => {
    const { watch, frame } = watchedFrame()
    await frame.call('GET_FARCASTER_URI')
    const pending = watch.nextPending()
    // the expectation is attached before the newer GET_FARCASTER_URI makes the first wait fail
    const firstFails = expect(frame.call('CONNECT_FARCASTER')).rejects.toThrow(FAILED)
    await pending
    const { url } = await frame.call('GET_FARCASTER_URI')
    await firstFails
    await approve(url)
    expect(await connected(frame, frame.call('CONNECT_FARCASTER'))).toEqual({ userName: 'frame-fid' })
    await frame.close()
  })

  it('R-8.35 a sign-in the cloud refuses (not the custody key), or no channel at all, fails with the text', async () => {
    const { frame } = watchedFrame()
    await expect(frame.call('CONNECT_FARCASTER')).rejects.toThrow(FAILED)
    const { url } = await frame.call('GET_FARCASTER_URI')
    await approve(url, generatePrivateKey())
    await expect(frame.call('CONNECT_FARCASTER')).rejects.toThrow(FAILED)
    await expect(frame.call('GET_USER')).rejects.toThrow('Not signed in')
    await frame.close()
  })

  it('R-8.35 GET_FARCASTER_URI fails with the text when the cloud has no Farcaster configured', async () => {
    const { frame } = watchedFrame()
    const config = test.cloud.context.config
    test.cloud.context.config = { ...config, farcaster: undefined }
    try {
      await expect(frame.call('GET_FARCASTER_URI')).rejects.toThrow(FAILED)
    } finally {
      test.cloud.context.config = config
    }
    await frame.close()
  })
})
