// The modal feature through createLatch: the view stack of SPEC §2 (an adapter double stands in for a wallet).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from '../testDoubles.ts'

describe('createLatch', () => {
  afterEach(() => vi.useRealTimers())

  describe('router', () => {
    it('R-2.8 R-4.1 opening with no connected address shows Connect', () => {
      const { latch } = setup()
      latch.open()
      expect(latch.getState()).toMatchObject({ open: true, router: { view: 'Connect' } })
    })

    it('R-2.9 opening with a connected address shows Account', async () => {
      const { latch } = setup()
      await latch.connect('latch.test')
      latch.open()
      expect(latch.getState().router.view).toBe('Account')
    })

    it('R-6.2 the only access states are connected (Account) and not connected (Connect), both ways', async () => {
      const { latch } = setup()
      const openedAt = () => {
        latch.open()
        const view = latch.getState().router.view
        latch.close()
        return view
      }
      expect(openedAt()).toBe('Connect')
      await latch.connect('latch.test')
      expect(openedAt()).toBe('Account')
      await latch.disconnect()
      expect(openedAt()).toBe('Connect')
    })

    it('R-2.10 going back at the first view closes the modal', () => {
      const { latch } = setup()
      latch.open()
      latch.back()
      expect(latch.getState().open).toBe(false)
    })

    it('R-2.19 transitions are labelled next going forward and prev going back', () => {
      const { latch } = setup()
      latch.open()
      latch.navigate('AllWallets')
      expect(latch.getState().router).toMatchObject({ view: 'AllWallets', transition: 'next' })
      latch.back()
      expect(latch.getState().router).toMatchObject({ view: 'Connect', transition: 'prev' })
    })

    it('R-2.11 R-2.12 R-8.33 closing resets the view to Connect and clears the attempt (pairing link, error)', async () => {
      const { latch } = setup({}, { connect: vi.fn(async () => Promise.reject(new Error('boom'))) })
      latch.open()
      latch.navigate('AllWallets')
      await latch.connect('latch.test')
      expect(latch.getState()).toMatchObject({
        router: { view: 'ConnectingExternal' },
        connectError: expect.objectContaining({ message: 'Failed to connect' }),
      })
      latch.close()
      expect(latch.getState()).toMatchObject({ open: false, router: { view: 'Connect', history: ['Connect'] } })
      expect(latch.getState().pairingUri).toBeUndefined()
      expect(latch.getState().connectError).toBeUndefined()
    })
  })
})
