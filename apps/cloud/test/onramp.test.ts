// The onramp service on both engines against the shared anvil devnet: options (SPEC ), quotes with the
// provider fee included from each configured provider, the card and bank limits, the signed
// checkout URL and a purchase completed by the sandbox provider's signed callback, checked on chain.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { type Address, parseEther } from 'viem'
import { beforeAll, expect, inject, it } from 'vitest'
import { hmac, verifiedUrlParams } from '../src/onramp/signing.ts'
import { createTestProject, DEVNET_TOKEN, devnetChainConfig, devWallet, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const rpcUrl = devnet.rpcUrls[0]
const SECRET = 'onramp-test-secret-0123456789'
const buyer = DEV_ACCOUNTS[6]!.address
const providers = [
  {
    type: 'sandbox',
    id: 'sandbox',
    name: 'Sandbox (stand-in)',
    checkoutUrl: 'http://127.0.0.1:9/checkout',
    secret: SECRET,
    feePercent: 1.5,
  },
  {
    type: 'sandbox',
    id: 'sandbox-two',
    name: 'Second sandbox',
    checkoutUrl: 'http://127.0.0.1:9/checkout',
    secret: `${SECRET}-2`,
    feePercent: 2,
  },
] as const
const config = {
  chains: [{ ...devnetChainConfig(rpcUrl), testnet: true }],
  prices: { 'eip155:31337/native': 3000, [`eip155:31337/${DEVNET_TOKEN.toLowerCase()}`]: 1 },
  onrampProviders: [...providers],
}

describeOnEngines('onramp', config, (engine) => {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await engine().request(path.startsWith('/v1/onramp/callback') ? path : withProject(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }
  const quote = (amount: string, paymentMethod = 'card', extra: object = {}) =>
    post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount,
      network: 'eip155:31337',
      paymentMethod,
      ...extra,
    })

  beforeAll(() => createTestProject(engine().context))

  it('R-7.28 R-3.36 R-3.37 R-3.38 options list purchase currencies with networks and payment currencies with method limits', async () => {
    const response = await engine().request(withProject('/v1/onramp/options'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as any
    const eth = body.purchaseCurrencies.find((currency: any) => currency.id === 'ETH')
    expect(eth).toMatchObject({
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'eip155:31337', chain_id: '31337', contract_address: null, asset: 'eip155:31337/slip44:60' }],
    })
    const ltt = body.purchaseCurrencies.find((currency: any) => currency.id === 'LTT')
    expect(ltt.networks[0]).toMatchObject({ contract_address: DEVNET_TOKEN.toLowerCase(), decimals: 18 })
    const usd = body.paymentCurrencies.find((currency: any) => currency.id === 'USD')
    expect(usd.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'bankAccount', min: '10', max: '25000' },
    ])
    expect(body.providers.map((provider: any) => provider.id)).toEqual(['sandbox', 'sandbox-two'])
  })

  it('R-7.29 R-9.33 quotes from each provider include its 1–2% fee in the total', async () => {
    const { status, body } = await quote('100')
    expect(status).toBe(200)
    expect(body.quotes).toHaveLength(2)
    const [first, second] = body.quotes
    expect(first).toMatchObject({
      provider: 'sandbox',
      paymentTotal: '100.00',
      fee: '1.50',
      paymentSubtotal: '98.50',
      feePercent: 1.5,
      purchaseCurrency: 'ETH',
    })
    // 98.50 USD at 3000 USD per ETH
    expect(first.purchaseAmount).toBe('0.032833333333333333')
    expect(second).toMatchObject({ provider: 'sandbox-two', fee: '2.00', paymentSubtotal: '98.00' })
    for (const each of body.quotes) {
      expect(Number(each.fee) + Number(each.paymentSubtotal)).toBeCloseTo(Number(each.paymentTotal), 2)
      expect(each.feePercent).toBeGreaterThanOrEqual(1)
      expect(each.feePercent).toBeLessThanOrEqual(2)
    }
    const token = await post('/v1/onramp/quote', {
      purchaseCurrency: 'LTT',
      paymentCurrency: 'EUR',
      amount: '50',
      network: 'eip155:31337',
      provider: 'sandbox',
    })
    // 50 EUR − 1.5 % = 49.25 EUR at the sandbox's 1.08 USD per EUR, 1 USD per LTT
    expect(token.body.quotes).toEqual([
      expect.objectContaining({ provider: 'sandbox', fee: '0.75', purchaseAmount: '53.19' }),
    ])
  })

  it('R-9.31 a card payment outside 10–7500 is refused with a clear text', async () => {
    expect((await quote('10')).status).toBe(200)
    expect((await quote('7500')).status).toBe(200)
    for (const amount of ['9.99', '7500.01', '0']) {
      const refused = await quote(amount)
      expect(refused).toEqual({
        status: 400,
        body: { error: 'Amount out of range: card payments take 10 to 7500 USD' },
      })
    }
  })

  it('R-9.32 a bank payment is taken from 10 to 25000', async () => {
    expect((await quote('25000', 'bankAccount')).status).toBe(200)
    expect((await quote('9.99', 'bankAccount')).body.error).toBe(
      'Amount out of range: bank account payments take 10 to 25000 USD',
    )
    expect((await quote('25000.01', 'bankAccount')).status).toBe(400)
  })

  it('refuses a currency no provider sells, a malformed amount and an unknown provider', async () => {
    expect(
      (
        await post('/v1/onramp/quote', {
          purchaseCurrency: 'DOGE',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'eip155:31337',
        })
      ).body.error,
    ).toBe('No provider sells this currency on this network')
    expect((await quote('-5')).status).toBe(400)
    expect((await quote('100', 'card', { provider: 'nobody' })).body.error).toBe('Unknown onramp provider')
  })

  it('R-7.27 the checkout URL is signed with the provider secret; a changed parameter or another secret fails the check', async () => {
    const { status, body } = await post('/v1/generators/onrampurl', {
      provider: 'sandbox',
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
      address: buyer,
    })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/checkout')
    const params = verifiedUrlParams(url, SECRET, Date.now())
    expect(params).toMatchObject({
      purchaseId: body.purchaseId,
      address: buyer,
      asset: 'eip155:31337/slip44:60',
      amount: body.quote.purchaseAmountBase,
      paymentTotal: '100.00',
      fee: '1.50',
    })
    const tampered = new URL(url)
    tampered.searchParams.set('amount', '1000000000000000000000')
    expect(verifiedUrlParams(tampered, SECRET, Date.now())).toBeUndefined()
    expect(verifiedUrlParams(url, `${SECRET}-2`, Date.now())).toBeUndefined()
    expect(verifiedUrlParams(url, SECRET, Date.now() + 31 * 60_000)).toBeUndefined()
    // the generator applies the limits too, and checks the address
    expect(
      (
        await post('/v1/generators/onrampurl', {
          provider: 'sandbox',
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '7600',
          network: 'eip155:31337',
          address: buyer,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await post('/v1/generators/onrampurl', {
          provider: 'sandbox',
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'eip155:31337',
          address: '0x1234',
        })
      ).body.error,
    ).toBe('Invalid address for this network')
  })

  it('completes a purchase on the provider signed callback once the payment is on chain', async () => {
    const made = await post('/v1/generators/onrampurl', {
      provider: 'sandbox',
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '30',
      network: 'eip155:31337',
      address: buyer,
    })
    const { purchaseId } = made.body
    const amount = BigInt(made.body.quote.purchaseAmountBase)
    const status = async () =>
      (await (await engine().request(withProject(`/v1/onramp/purchases/${purchaseId}`))).json()) as any
    expect((await status()).status).toBe('pending')
    const treasury = devWallet(rpcUrl, 9)
    const callback = (transactionHash: string, secret = SECRET) => {
      const body = JSON.stringify({ purchaseId, status: 'completed', transactionHash })
      return post('/v1/onramp/callback/sandbox', body, { 'x-onramp-signature': hmac(secret, body) })
    }
    // a payment of another amount is not this purchase's
    const wrong = await treasury.sendNative(buyer as Address, amount + 1n)
    expect((await callback(wrong)).status).toBe(409)
    const paid = await treasury.sendNative(buyer as Address, amount)
    expect((await callback(paid, 'someone-else-secret-0123')).status).toBe(401)
    expect((await status()).status).toBe('pending')
    const done = await callback(paid)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ id: purchaseId, status: 'completed', transactionHash: paid })
    expect(await status()).toMatchObject({
      status: 'completed',
      transactionHash: paid,
      purchaseAmount: made.body.quote.purchaseAmount,
    })
    // a repeated notice is answered with the same purchase
    expect((await callback(paid)).body.transactionHash).toBe(paid)
    expect(amount).toBeLessThan(parseEther('0.02'))
  })

  it('completes an ERC-20 purchase only for a Transfer of the amount to the buyer', async () => {
    const made = await post('/v1/generators/onrampurl', {
      provider: 'sandbox',
      purchaseCurrency: 'LTT',
      paymentCurrency: 'USD',
      amount: '20',
      network: 'eip155:31337',
      address: buyer,
    })
    const treasury = devWallet(rpcUrl, 9)
    const paid = await treasury.sendToken(buyer as Address, BigInt(made.body.quote.purchaseAmountBase))
    const body = JSON.stringify({ purchaseId: made.body.purchaseId, status: 'completed', transactionHash: paid })
    const done = await post('/v1/onramp/callback/sandbox', body, { 'x-onramp-signature': hmac(SECRET, body) })
    expect(done.body).toMatchObject({ status: 'completed', asset: `eip155:31337/erc20:${DEVNET_TOKEN.toLowerCase()}` })
  })
})
