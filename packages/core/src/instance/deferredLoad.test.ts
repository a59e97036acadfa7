// A page's first instance: what first paint reads answers at once, from storage; the features' code loads once the
// page has painted, or on the first action, and the instance then behaves as one built at once (an adapter double
// stands in for a wallet). The unit setup fetches that code before each file: these tests start from a fresh module
// registry, as a page does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB } from '../testDoubles.ts'

type CreateLatch = typeof import('../latch.ts').createLatch
let createLatch: CreateLatch

beforeEach(async () => {
  vi.resetModules()
  ;({ createLatch } = await import('../latch.ts'))
})
afterEach(() => vi.unstubAllGlobals())

function storedSession() {
  const storage = memoryStorage()
  storage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
  storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
  return storage
}

/** the first instance of a page whose frames the test paints */
function firstInstance() {
  const frames: (() => void)[] = []
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task))
  const double = adapterDouble()
  const setUp = vi.spyOn(double.adapter, 'setup')
  const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage: storedSession() })
  latch.mount()
  return { latch, frames, setUp, ...double }
}

describe('the first instance of a page', () => {
  it('R-4.5 shows the stored session as connecting at mount, before any feature has loaded; the getters answer their empty values', () => {
    const { latch, setUp } = firstInstance()
    expect(latch.getState().accounts.eip155?.status).toBe('connecting')
    expect(setUp).not.toHaveBeenCalled()
    expect(latch.getWalletGroups()).toEqual([])
    expect(latch.getWalletGroups()).toBe(latch.getWalletGroups())
    expect(latch.getConnectState()).toEqual({ status: 'idle' })
    expect(latch.getEmailLogin()).toEqual({ step: 'email' })
    expect(latch.canClose()).toBe(true)
  })

  it('R-4.5 loads its features once the page has painted: the adapters are set up and the stored session restored', async () => {
    const { latch, frames, setUp, context } = firstInstance()
    expect(frames).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(setUp).not.toHaveBeenCalled()
    frames[0]!()
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledOnce())
    expect(context().shouldReconnect).toBe(true)
    context().emit('accountChanged', {
      address: ADDRESS,
      chainId: 31337,
      connectorId: 'latch.test',
      accounts: [ADDRESS],
    })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it("R-4.5 asks each adapter for its setup's code as the features' code is fetched, not after it: one round of requests", async () => {
    const { latch, adapter, setUp } = firstInstance()
    const order: string[] = []
    adapter.prefetchSetup = vi.fn(() => void order.push('prefetch'))
    setUp.mockImplementation(() => void order.push('setup'))
    await latch.whenLoaded()
    expect(order).toEqual(['prefetch', 'setup'])
    await latch.whenLoaded()
    expect(adapter.prefetchSetup).toHaveBeenCalledOnce()
  })

  it('R-1.1 an action before the load waits for it and runs on mounted features; subscribers hear the getters change', async () => {
    const { latch, setUp, adapter } = firstInstance()
    const heard = vi.fn()
    latch.subscribe(heard)
    await latch.connect('latch.test')
    expect(setUp).toHaveBeenCalledOnce()
    expect(adapter.connect).toHaveBeenCalledOnce()
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(heard).toHaveBeenCalled()
    expect(latch.getWalletGroups().length).toBeGreaterThan(0)
  })

  it("R-7.6 a network's logo: its own image at once, a known chain's cloud image once the features have loaded", async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task))
    const mainnet = { ...devnetA, id: 1, caipNetworkId: 'eip155:1' as const }
    const own = { ...devnetB, assets: { imageUrl: 'https://images.test/devnet.png' } }
    const latch = createLatch({
      adapters: [adapterDouble().adapter],
      networks: [mainnet, own],
      cloudUrl: 'http://cloud.test',
      storage: memoryStorage(),
    })
    expect(latch.networkImage(own)).toBe('https://images.test/devnet.png')
    expect(latch.networkImage(mainnet)).toBeUndefined()
    const heard = vi.fn()
    latch.subscribe(heard)
    await latch.whenLoaded()
    // subscribers read again, and now get the image the cloud serves for Ethereum
    expect(heard).toHaveBeenCalled()
    expect(latch.networkImage(mainnet)).toBe('http://cloud.test/public/getAssetImage/ethereum')
    expect(latch.networkImage(own)).toBe('https://images.test/devnet.png')
  })

  it('opens the modal once loaded when asked before, and loads only once whoever asks', async () => {
    const { latch, setUp } = firstInstance()
    latch.open()
    expect(latch.getState().open).toBe(false)
    await Promise.all([latch.whenLoaded(), latch.whenLoaded()])
    expect(latch.getState().open).toBe(true)
    expect(setUp).toHaveBeenCalledOnce()
  })

  it('a second instance on the same page builds its features at once', async () => {
    await firstInstance().latch.whenLoaded()
    const { latch, setUp } = firstInstance()
    expect(setUp).toHaveBeenCalledOnce()
    latch.open()
    expect(latch.getState().open).toBe(true)
  })
})
