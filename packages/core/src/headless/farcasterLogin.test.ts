// Sign In With Farcaster as steps, through createLatch with the embedded wallet's two boundaries doubled (the frame and
// the AUTH adapter: embedded/testDoubles.ts), as an app's own screen follows it (a QR code of the step's url).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from '../embedded/testDoubles.ts'

const LINK =
  'http://127.0.0.1:5174/#farcaster?channelToken=c1&nonce=n1&siweUri=http%3A%2F%2F127.0.0.1%3A5175%2F&domain=127.0.0.1%3A5175'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

afterEach(() => vi.unstubAllGlobals())

describe('getFarcasterLogin', () => {
  it('R-3.86 R-3.87 moves idle → preparing → scan (with the link) → connecting → connected, and the subscribers hear each step', async () => {
    const approved = deferred<{ userName: string }>()
    const s = setup({
      handlers: { GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => approved.promise },
    })
    const steps: string[] = []
    s.latch.subscribe(() => {
      const { step } = s.latch.getFarcasterLogin()
      if (steps.at(-1) !== step) steps.push(step)
    })
    expect(s.latch.getFarcasterLogin()).toEqual({ step: 'idle' })
    const connected = s.latch.connectFarcaster()
    expect(s.latch.getFarcasterLogin()).toEqual({ step: 'preparing' })
    await vi.waitFor(() => expect(s.latch.getFarcasterLogin()).toEqual({ step: 'scan', url: LINK }))
    expect(s.latch.getFarcasterLogin()).toBe(s.latch.getFarcasterLogin())
    approved.resolve({ userName: 'latch-tester' })
    await connected
    expect(s.latch.getFarcasterLogin()).toEqual({ step: 'connected' })
    expect(s.latch.getState().accounts.eip155).toMatchObject({ connectorId: 'AUTH', authProvider: 'farcaster' })
    expect(steps).toEqual(['preparing', 'scan', 'connecting', 'connected'])
  })

  it('R-8.35 a refused sign-in is the failed step with the stable code FailedToConnectFarcaster; trying again starts over', async () => {
    const waits = [deferred<{ userName: string }>(), deferred<{ userName: string }>()]
    let asked = 0
    const s = setup({
      handlers: {
        GET_FARCASTER_URI: () => ({ url: `${LINK}&try=${asked}` }),
        CONNECT_FARCASTER: () => waits[asked++]!.promise,
      },
    })
    const first = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(s.latch.getFarcasterLogin().step).toBe('scan'))
    waits[0]!.reject(new Error('the person declined'))
    await expect(first).rejects.toThrow('Failed to connect to farcaster')
    expect(s.latch.getFarcasterLogin()).toMatchObject({ step: 'failed', errorCode: 'FailedToConnectFarcaster' })

    void s.latch.connectFarcaster().catch(() => undefined)
    await vi.waitFor(() => expect(s.latch.getFarcasterLogin()).toEqual({ step: 'scan', url: `${LINK}&try=1` }))
  })
})
