// The onramp feature through createLatch: the default list when the options call fails (a cloud that is not
// there: a closed port), and the limits refused before any quote is asked.
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { setup } from '../testDoubles.ts'
import { onrampAmountProblem } from './onrampDefaults.ts'

/** a URL where nothing listens */
async function closedUrl() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('onramp', () => {
  it('R-8.48 options failure falls back to the default list (the networks native currencies, USD at SPEC limits)', async () => {
    const { latch } = setup({ cloudUrl: await closedUrl(), projectId: 'p' })
    const options = await latch.getOnrampOptions()
    expect(options.fallback).toBe(true)
    expect(options.purchaseCurrencies).toEqual([
      expect.objectContaining({
        id: 'ETH',
        symbol: 'ETH',
        networks: [
          expect.objectContaining({ name: 'eip155:31337' }),
          expect.objectContaining({ name: 'eip155:31338' }),
        ],
      }),
    ])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10', max: '7500' },
          { id: 'bankAccount', min: '10', max: '25000' },
        ],
      },
    ])
  })

  it('R-9.31 R-9.32 an amount outside the method limits is refused before a quote is asked', async () => {
    const { latch } = setup({ cloudUrl: await closedUrl(), projectId: 'p' })
    const options = await latch.getOnrampOptions()
    const ask = (amount: string, paymentMethod: 'card' | 'bankAccount') =>
      latch.getOnrampQuotes(
        { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount, network: 'eip155:31337', paymentMethod },
        options,
      )
    await expect(ask('9.99', 'card')).rejects.toThrow('Enter an amount between 10 and 7500 USD')
    await expect(ask('7500.01', 'card')).rejects.toThrow('Enter an amount between 10 and 7500 USD')
    await expect(ask('25001', 'bankAccount')).rejects.toThrow('Enter an amount between 10 and 25000 USD')
    await expect(ask('abc', 'card')).rejects.toThrow('Enter an amount')
    expect(
      onrampAmountProblem(options, { amount: '7500', paymentCurrency: 'USD', paymentMethod: 'card' }),
    ).toBeUndefined()
    expect(
      onrampAmountProblem(options, { amount: '25000', paymentCurrency: 'USD', paymentMethod: 'bankAccount' }),
    ).toBeUndefined()
    expect(
      onrampAmountProblem(options, { amount: '10', paymentCurrency: 'USD', paymentMethod: 'card' }),
    ).toBeUndefined()
    // within the limits the cloud is asked (and here it is not there)
    await expect(ask('100', 'card')).rejects.toThrow()
  })

  it('opens no checkout without a connected account on the network', async () => {
    const { latch } = setup({ cloudUrl: await closedUrl(), projectId: 'p' })
    const quote = { provider: 'sandbox', network: 'eip155:31337', asset: 'eip155:31337/slip44:60' } as never
    await expect(latch.openOnrampCheckout(quote)).rejects.toThrow('Connect a wallet to buy')
  })
})
