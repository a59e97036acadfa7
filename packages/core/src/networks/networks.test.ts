// The networks feature through createLatch: wallet switches, the unsupported network, switchNetwork's alert.
import { describe, expect, it } from 'vitest'
import { ADDRESS, devnetA, setup } from '../testDoubles.ts'

describe('createLatch', () => {
  describe('connection', () => {
    it('R-4.46 R-5.19 after a network switch the CAIP address names the new chain', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 31338 })
      expect(latch.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${ADDRESS}`)
    })

    it('R-4.46 an adapter network-switch event switches the network', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 31338 })
      expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('R-4.47 R-9.70 a switch to an unknown network becomes the unsupported network', async () => {
      const { latch, context } = setup()
      await latch.connect('latch.test')
      context().emit('switchNetwork', { chainId: 999 })
      expect(latch.getState()).toMatchObject({
        unsupportedNetwork: true,
        activeNetwork: { name: 'Unsupported Network', caipNetworkId: 'eip155:999' },
        router: { view: 'UnsupportedChain' },
      })
    })

    it('R-5.29 R-8.1 switching to a network not in the list alerts network not found', async () => {
      const { latch } = setup()
      await latch.switchNetwork({ ...devnetA, id: 5, caipNetworkId: 'eip155:5' })
      expect(latch.getState().alert).toMatchObject({ code: 'APKT001', title: 'Network Not Found' })
    })
  })

  it('R-2.9 opening while connected on a network the app did not configure shows Account (UnsupportedChain comes with the chain change)', async () => {
    const { latch, context } = setup()
    await latch.connect('latch.test')
    context().emit('switchNetwork', { chainId: 1 })
    expect(latch.getState().router.view).toBe('UnsupportedChain')
    latch.close()
    latch.open()
    expect(latch.getState()).toMatchObject({ unsupportedNetwork: true, router: { view: 'Account' } })
  })
})
