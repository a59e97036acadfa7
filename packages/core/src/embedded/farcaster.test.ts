// Sign In With Farcaster through the frame double: the channel link, the wait for approval, and what the
// modal shows on failure (docs/design/farcaster-and-signing.md 1.4).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authDisplayName } from '../authName.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { setup } from './testDoubles.ts'

const LINK =
  'http://127.0.0.1:5174/#farcaster?channelToken=c1&nonce=n1&siweUri=http%3A%2F%2F127.0.0.1%3A5175%2F&domain=127.0.0.1%3A5175'

/** a promise the test settles by hand, for a frame answer that waits on the person */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function farcasterSetup(connect = deferred<{ userName: string }>()) {
  const s = setup({
    handlers: {
      GET_FARCASTER_URI: () => ({ url: LINK }),
      CONNECT_FARCASTER: () => connect.promise,
    },
  })
  return { ...s, connect }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Farcaster sign-in', () => {
  it('R-3.86 R-3.87 R-5.41: connectSocial("farcaster") opens no pop-up, shows the link, then connects AUTH named by the username', async () => {
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    const s = farcasterSetup()
    s.latch.open()
    const connected = s.latch.connectSocial('farcaster')
    await vi.waitFor(() => expect(s.latch.getState().embedded.farcasterUrl).toBe(LINK))
    expect(open).not.toHaveBeenCalled()
    expect(s.latch.getState().router).toMatchObject({
      view: 'ConnectingFarcaster',
      history: ['Connect', 'ConnectingFarcaster'],
    })
    expect(s.latch.getState().embedded.socialProvider).toBe('farcaster')
    expect(s.names()).toContain('CONNECT_FARCASTER')
    expect(s.adapter.connect).not.toHaveBeenCalled()

    s.connect.resolve({ userName: 'latch-tester' })
    await connected
    expect(s.storage.getItem(STORAGE_KEYS.socialProvider)).toBe('farcaster')
    expect(s.storage.getItem(STORAGE_KEYS.socialUsername)).toBe('latch-tester')
    expect(authDisplayName(s.latch.getState().embedded)).toBe('latch-tester')
    expect(s.latch.getState().embedded.farcasterUrl).toBeUndefined()
    expect(s.latch.getState().accounts.eip155).toMatchObject({
      connectorId: 'AUTH',
      authProvider: 'farcaster',
      user: { username: 'latch-tester' },
    })
    expect(s.latch.getState().connectedWalletInfo).toMatchObject({ social: 'farcaster' })
    expect(s.latch.getState().open).toBe(false)
    expect(s.latch.getState().loading).toBe(false)
  })

  it('is also latch.connectFarcaster(), which opens the modal on ConnectingFarcaster', async () => {
    const s = farcasterSetup()
    const connected = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(s.latch.getState().embedded.farcasterUrl).toBe(LINK))
    expect(s.latch.getState()).toMatchObject({ open: true, router: { view: 'ConnectingFarcaster' } })
    s.connect.resolve({ userName: 'latch-tester' })
    await connected
    expect(s.latch.getState().accounts.eip155?.connectorId).toBe('AUTH')
  })

  it("R-8.35 a frame that gives no link: 'Failed to connect to farcaster' in ConnectingFarcaster, nothing connected", async () => {
    const s = setup({
      handlers: {
        GET_FARCASTER_URI: () => {
          throw new Error('Farcaster is not configured')
        },
      },
    })
    s.latch.open()
    await expect(s.latch.connectFarcaster()).rejects.toThrow('Failed to connect to farcaster')
    expect(s.latch.getState()).toMatchObject({
      connectError: expect.objectContaining({ message: 'Failed to connect to farcaster' }),
      router: { view: 'ConnectingFarcaster' },
    })
    expect(s.names()).not.toContain('CONNECT_FARCASTER')
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  it('R-8.35 a refused sign-in clears the link and shows the text; trying again clears the text and shows a new link', async () => {
    const waits = [deferred<{ userName: string }>(), deferred<{ userName: string }>()]
    let asked = 0
    const s = setup({
      handlers: {
        GET_FARCASTER_URI: () => ({ url: `${LINK}&try=${asked}` }),
        CONNECT_FARCASTER: () => waits[asked++]!.promise,
      },
    })
    s.latch.open()
    const first = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(s.latch.getState().embedded.farcasterUrl).toBe(`${LINK}&try=0`))
    waits[0]!.reject(new Error('Failed to connect to farcaster'))
    await expect(first).rejects.toThrow('Failed to connect to farcaster')
    expect(s.latch.getState().connectError?.message).toBe('Failed to connect to farcaster')
    expect(s.latch.getState().embedded.farcasterUrl).toBeUndefined()
    expect(s.storage.getItem(STORAGE_KEYS.socialProvider)).toBeNull()

    void s.latch.connectFarcaster().catch(() => undefined)
    await vi.waitFor(() => expect(s.latch.getState().embedded.farcasterUrl).toBe(`${LINK}&try=1`))
    expect(s.latch.getState().connectError).toBeUndefined()
    // the same view is replaced, not stacked
    expect(s.latch.getState().router.history).toEqual(['Connect', 'ConnectingFarcaster'])
  })

  it('a failure to connect AUTH afterwards is shown as the Farcaster failure', async () => {
    const s = setup({
      handlers: { GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => ({ userName: 'latch-tester' }) },
      adapter: { connect: vi.fn(async () => Promise.reject(new Error('Not signed in'))) },
    })
    s.latch.open()
    await expect(s.latch.connectFarcaster()).rejects.toThrow('Failed to connect to farcaster')
    expect(s.latch.getState()).toMatchObject({
      connectError: expect.objectContaining({ message: 'Failed to connect to farcaster' }),
      loading: false,
    })
  })

  it('leaving the view stops caring: a later approval connects nothing and a later failure shows nothing', async () => {
    const s = farcasterSetup()
    s.latch.open()
    const connected = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(s.latch.getState().embedded.farcasterUrl).toBe(LINK))
    s.latch.back()
    expect(s.latch.getState().router.view).toBe('Connect')
    s.connect.resolve({ userName: 'latch-tester' })
    await connected
    expect(s.adapter.connect).not.toHaveBeenCalled()
    expect(s.storage.getItem(STORAGE_KEYS.socialUsername)).toBeNull()

    const again = farcasterSetup()
    again.latch.open()
    const refused = again.latch.connectFarcaster()
    await vi.waitFor(() => expect(again.latch.getState().embedded.farcasterUrl).toBe(LINK))
    again.latch.close()
    // closing the modal aborts the frame's wait, and the sign-in ends with 'Modal closed'
    again.connect.reject(new Error('Request was aborted'))
    await expect(refused).rejects.toThrow('Modal closed')
    expect(again.latch.getState().connectError).toBeUndefined()
  })

  it('a newer attempt is not disturbed by the end of the one it replaced', async () => {
    const waits = [deferred<{ userName: string }>(), deferred<{ userName: string }>()]
    let asked = 0
    const s = setup({
      handlers: { GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => waits[asked++]!.promise },
    })
    s.latch.open()
    const first = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(asked).toBe(1))
    const second = s.latch.connectFarcaster()
    await vi.waitFor(() => expect(asked).toBe(2))
    // the frame ends the older wait when a newer link is asked for (contract 1.3)
    waits[0]!.reject(new Error('Failed to connect to farcaster'))
    await expect(first).rejects.toThrow('Failed to connect to farcaster')
    expect(s.latch.getState().connectError).toBeUndefined()
    expect(s.latch.getState().embedded.farcasterUrl).toBe(LINK)
    waits[1]!.resolve({ userName: 'latch-tester' })
    await second
    expect(s.latch.getState().accounts.eip155?.connectorId).toBe('AUTH')
  })

  it('R-3.54 a stored Farcaster login is restored into state.embedded', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.socialProvider, 'farcaster')
    storage.setItem(STORAGE_KEYS.socialUsername, 'latch-tester')
    const { latch } = setup({ storage })
    expect(latch.getState().embedded).toMatchObject({ socialProvider: 'farcaster', socialUsername: 'latch-tester' })
    expect(authDisplayName(latch.getState().embedded)).toBe('latch-tester')
  })
})
