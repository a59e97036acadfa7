// The sandbox onramp provider end to end over HTTP: the real cloud (SQLite) builds a signed checkout URL, the
// checkout stand-in (tooling/devnet) opens only for it, declines any card but the test card, pays devnet ETH from
// its treasury on "Pay", and its signed callback completes the purchase in the cloud (checked on chain).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  CHECKOUT_TEXTS,
  sandboxProviderConfig,
  startOnrampStandin,
} from '../../../tooling/devnet/src/onramp-standin.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { cloudConfigSchema } from '../src/config.ts'
import { startCloud } from '../src/server.ts'
import { createTestProject, DEVNET_TOKEN, devnetChainConfig, withProject } from './chainDevnet.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const rpcUrl = devnet.rpcUrls[0]
const SECRET = 'sandbox-test-secret-0123456789'

describe('sandbox onramp provider (stand-in checkout)', () => {
  let cloud: Awaited<ReturnType<typeof startCloud>>
  let checkout: Awaited<ReturnType<typeof startOnrampStandin>>
  let dataDir: string
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const chain = createPublicClient({ transport: http(rpcUrl) })

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'latch-onramp-'))
    const cloudPort = await freePort()
    checkout = await startOnrampStandin({
      secret: SECRET,
      cloudUrl: `http://127.0.0.1:${cloudPort}`,
      rpcUrls: { 31337: rpcUrl },
    })
    cloud = await startCloud(
      cloudConfigSchema.parse({
        port: cloudPort,
        dataDir,
        indexer: false,
        chains: [{ ...devnetChainConfig(rpcUrl), testnet: true }],
        prices: { 'eip155:31337/native': 3000, [`eip155:31337/${DEVNET_TOKEN.toLowerCase()}`]: 1 },
        onrampProviders: [sandboxProviderConfig(checkout.checkoutUrl, SECRET)],
      }),
    )
    await createTestProject(cloud.context)
  })
  afterAll(async () => {
    await checkout?.close()
    await cloud?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const checkoutUrl = async () => {
    const response = await fetch(`${cloud.url}${withProject('/v1/generators/onrampurl')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'sandbox',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '60',
        network: 'eip155:31337',
        address: buyer,
      }),
    })
    return (await response.json()) as { url: string; purchaseId: string; quote: { purchaseAmountBase: string } }
  }
  const pay = (url: string, card: string) =>
    fetch(`${checkout.url}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: new URL(url).search.slice(1), card }),
    })

  it('R-7.27 opens only for a URL the cloud signed', async () => {
    const { url } = await checkoutUrl()
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('60.00 USD')
    expect(html).toContain('fee 0.90 USD included')
    const tampered = new URL(url)
    tampered.searchParams.set('address', '0x000000000000000000000000000000000000dEaD')
    const refused = await fetch(tampered)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain(CHECKOUT_TEXTS.invalid)
  })

  it('declines a card other than the test card and sends nothing', async () => {
    const { url } = await checkoutUrl()
    const declined = await pay(url, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain(CHECKOUT_TEXTS.declined)
    expect(await chain.getBalance({ address: buyer })).toBe(0n)
  })

  it('pays the bought ETH to the buyer on Pay and the cloud learns the purchase completed', async () => {
    const { url, purchaseId, quote } = await checkoutUrl()
    const paid = await pay(url, '4242 4242 4242 4242')
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain(CHECKOUT_TEXTS.paid)
    expect(await chain.getBalance({ address: buyer })).toBe(BigInt(quote.purchaseAmountBase))
    const status = (await (await fetch(`${cloud.url}${withProject(`/v1/onramp/purchases/${purchaseId}`)}`)).json()) as {
      status: string
      transactionHash: string
    }
    expect(status.status).toBe('completed')
    const transaction = await chain.getTransaction({ hash: status.transactionHash as `0x${string}` })
    expect(transaction.to?.toLowerCase()).toBe(buyer.toLowerCase())
    // paying twice does not pay twice
    expect(await (await pay(url, '4242424242424242')).text()).toContain(CHECKOUT_TEXTS.alreadyPaid)
    expect(await chain.getBalance({ address: buyer })).toBe(BigInt(quote.purchaseAmountBase))
  })
})
