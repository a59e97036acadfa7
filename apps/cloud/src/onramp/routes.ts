// The onramp service (SPEC §7, R-7.27– ): options, quotes from every configured provider (fee included, R-9.33),
// within the payment method's limits, a signed checkout URL for a stored purchase, the purchase's
// status, and the providers' completion callbacks (signed; the payment is checked on chain before it counts).
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isAddress } from 'viem'
import type { CloudContext } from '../context.ts'
import { parseJson, parseParams } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { onrampAssets, paymentCurrencies, purchaseCurrencies } from './assets.ts'
import { deliveredOnChain } from './delivery.ts'
import { ONRAMP_TEXTS, onrampQuoteBody, onrampUrlBody, providerParams, purchaseParams } from './input.ts'
import { parseFiat } from './money.ts'
import type { OnrampProvider, OnrampQuote } from './provider.ts'
import { onrampProviders } from './providers.ts'
import { completePurchase, findPurchase, purchaseView, savePurchase } from './store.ts'
import type { z } from 'zod'

/** how long a checkout URL is good for */
const CHECKOUT_TTL_MS = 30 * 60_000

const refuse = (status: 400 | 401 | 404 | 409, error: string) =>
  new HTTPException(status, { res: Response.json({ error }, { status }) })

export function onrampRoutes(context: CloudContext) {
  const app = new Hono()
  const providers = () => onrampProviders(context)

  /** each chosen provider's quote for the request; refused when the asset is not sold or the amount is out of range */
  async function quotesFor(input: z.infer<typeof onrampQuoteBody>, only?: OnrampProvider[]): Promise<OnrampQuote[]> {
    const asset = (await onrampAssets(context)).find(
      (candidate) => candidate.symbol === input.purchaseCurrency && candidate.network === input.network,
    )
    const sellers = (only ?? providers()).filter((provider) => asset && provider.sells(asset))
    if (!asset || sellers.length === 0) throw refuse(400, ONRAMP_TEXTS.unknownAsset)
    const cents = parseFiat(input.amount)!
    const quotes: OnrampQuote[] = []
    let refusal: string | undefined
    for (const provider of sellers) {
      const currency = provider.paymentCurrencies().find((candidate) => candidate.id === input.paymentCurrency)
      const limit = currency?.payment_method_limits.find((method) => method.id === input.paymentMethod)
      if (!limit) continue
      if (cents < parseFiat(limit.min)! || cents > parseFiat(limit.max)!) {
        refusal = ONRAMP_TEXTS.outOfRange(input.paymentMethod, limit.min, limit.max, input.paymentCurrency)
        continue
      }
      const quote = provider.quote({
        asset,
        paymentCurrency: input.paymentCurrency,
        paymentMethod: input.paymentMethod,
        amountCents: cents,
      })
      if (quote) quotes.push(quote)
    }
    if (quotes.length === 0) throw refuse(400, refusal ?? ONRAMP_TEXTS.unknownAsset)
    return quotes
  }

  app.get('/v1/onramp/options', async (c) => {
    await requireProject(context, c)
    const assets = await onrampAssets(context)
    return c.json({
      purchaseCurrencies: purchaseCurrencies(assets, providers()),
      paymentCurrencies: paymentCurrencies(providers()),
      providers: providers().map((provider) => ({ id: provider.id, name: provider.name })),
    })
  })

  app.post('/v1/onramp/quote', async (c) => {
    await requireProject(context, c)
    const input = await parseJson(c, onrampQuoteBody)
    const only = input.provider ? providers().filter((provider) => provider.id === input.provider) : undefined
    if (only && only.length === 0) throw refuse(400, ONRAMP_TEXTS.unknownProvider)
    return c.json({ quotes: await quotesFor(input, only) })
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const project = await requireProject(context, c)
    const input = await parseJson(c, onrampUrlBody)
    const provider = providers().find((candidate) => candidate.id === input.provider)
    if (!provider) throw refuse(400, ONRAMP_TEXTS.unknownProvider)
    // the quote is made here again: the URL never carries an amount the client chose past the limits or the fee
    const [quote] = await quotesFor(input, [provider])
    if (input.network.startsWith('eip155:') && !isAddress(input.address, { strict: false }))
      throw refuse(400, ONRAMP_TEXTS.badAddress)
    const now = context.now().getTime()
    const purchase = {
      id: randomBytes(16).toString('base64url'),
      address: input.address,
      quote: quote!,
      expires: now + CHECKOUT_TTL_MS,
    }
    await savePurchase(context.db, {
      id: purchase.id,
      projectId: project.id,
      address: input.address,
      quote: quote!,
      now,
    })
    return c.json({ url: provider.buildUrl(purchase), purchaseId: purchase.id, quote })
  })

  app.get('/v1/onramp/purchases/:id', async (c) => {
    const project = await requireProject(context, c)
    const { id } = parseParams(c, purchaseParams)
    const row = await findPurchase(context.db, id)
    if (!row || row.project_id !== project.id) throw refuse(404, ONRAMP_TEXTS.notFound)
    return c.json(purchaseView(row))
  })

  // server to server: no project, no browser; the provider's signature is the credential
  app.post('/v1/onramp/callback/:provider', async (c) => {
    const { provider: id } = parseParams(c, providerParams)
    const provider = providers().find((candidate) => candidate.id === id)
    if (!provider) throw refuse(404, ONRAMP_TEXTS.unknownProvider)
    const notice = provider.completion(await c.req.text(), c.req.raw.headers)
    if (!notice) throw refuse(401, ONRAMP_TEXTS.badCallback)
    const row = await findPurchase(context.db, notice.purchaseId)
    if (!row || row.provider !== provider.id) throw refuse(404, ONRAMP_TEXTS.notFound)
    if (row.status === 'completed') return c.json(purchaseView(row))
    if (!(await deliveredOnChain(context, row, notice.transactionHash))) throw refuse(409, ONRAMP_TEXTS.notDelivered)
    await completePurchase(context.db, row.id, notice.transactionHash, context.now().getTime())
    return c.json(purchaseView((await findPurchase(context.db, row.id))!))
  })

  return app
}
