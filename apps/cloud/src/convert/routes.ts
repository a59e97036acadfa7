// SPEC §7 swaps: tokens, quotes, allowance, gas price, build-approve and build-transaction over the
// chain's Uniswap V2 deployment. A chain without one answers 'Network not supported for Swaps' and, for
// the gas price, 'Network not supported for Gas Price'.
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Address, PublicClient } from 'viem'
import { caip2, chainClient, findChain } from '../chain/chains.ts'
import { tokenIconUrl } from '../chain/input.ts'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import { requireProject } from '../projects/guard.ts'
import { allowance, approveData, isNative, minimumOut, POOL_FEE_PERCENT, quote, refuse, swapCall } from './dex.ts'
import { gasPriceTiers } from './gasPrice.ts'
import {
  allowanceQuery,
  buildApproveQuery,
  buildTransactionBody,
  gasPriceQuery,
  QUOTE_LIFETIME_MS,
  quotesQuery,
  SWAP_DEADLINE_SECONDS,
  tokensQuery,
} from './input.ts'
import { isListed, swapTokens } from './tokens.ts'
import { firstLine, log } from '../observe/logger.ts'

export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price'

type Token = { chainId: number; address: Address }

/** the chain with a DEX the request is about; both tokens on it and listed */
function swapChain(
  context: CloudContext,
  ...tokens: Token[]
): { chain: ChainConfig & { dex: NonNullable<ChainConfig['dex']> }; client: PublicClient } {
  const chainId = tokens[0]!.chainId
  if (tokens.some((token) => token.chainId !== chainId)) throw refuse('from and to must be on the same chain')
  const chain = findChain(context, chainId)
  if (!chain?.dex) throw refuse(SWAPS_UNSUPPORTED, 'SwapsNetworkUnsupported')
  for (const token of tokens)
    if (!isListed(chain, token.address)) throw refuse(`Unknown token: ${caip2(chainId)}:${token.address}`)
  return { chain: chain as ChainConfig & { dex: NonNullable<ChainConfig['dex']> }, client: chainClient(chain) }
}

const upstream = (error: unknown): never => {
  if (error instanceof HTTPException) throw error
  log.warn({ component: 'convert', error: firstLine(error) }, 'upstream node failed')
  throw new HTTPException(502, { res: Response.json({ error: 'Upstream node unavailable' }, { status: 502 }) })
}

export function convertRoutes(context: CloudContext) {
  const app = new Hono()

  app.get('/v1/convert/tokens', async (c) => {
    await requireProject(context, c)
    const query = parseQuery(c, tokensQuery)
    const chain = findChain(context, query.chainId)
    if (!chain?.dex) throw refuse(SWAPS_UNSUPPORTED, 'SwapsNetworkUnsupported')
    const tokens = await swapTokens(context, chain, query.address, (symbol) => tokenIconUrl(c.req.url, symbol)).catch(
      upstream,
    )
    return c.json({ tokens })
  })

  app.get('/v1/convert/quotes', async (c) => {
    await requireProject(context, c)
    const query = parseQuery(c, quotesQuery)
    const { chain, client } = swapChain(context, query.from, query.to)
    const result = await quote(client, chain.dex, query.from.address, query.to.address, query.amount).catch(upstream)
    const account = (token: Token) => `${caip2(token.chainId)}:${token.address}`
    return c.json({
      quotes: [
        {
          id: randomUUID(),
          fromAccount: account(query.from),
          fromAmount: query.amount.toString(),
          toAccount: account(query.to),
          toAmount: result.toAmount.toString(),
          path: result.path,
          priceImpact: result.priceImpact,
          fee: { percent: POOL_FEE_PERCENT },
          expiresAt: new Date(context.now().getTime() + QUOTE_LIFETIME_MS).toISOString(),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    await requireProject(context, c)
    const query = parseQuery(c, allowanceQuery)
    const { chain, client } = swapChain(context, query.tokenAddress)
    // the native coin is sent as value: nothing to approve
    if (isNative(query.tokenAddress.address)) return c.json({ allowance: (2n ** 256n - 1n).toString() })
    const amount = await allowance(
      client,
      query.tokenAddress.address,
      query.userAddress,
      chain.dex.router as Address,
    ).catch(upstream)
    return c.json({ allowance: amount.toString() })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    await requireProject(context, c)
    const query = parseQuery(c, gasPriceQuery)
    const chain = findChain(context, query.caipNetworkId)
    if (!chain) throw refuse(GAS_PRICE_UNSUPPORTED)
    return c.json(await gasPriceTiers(chainClient(chain)).catch(upstream))
  })

  app.get('/v1/convert/build-approve', async (c) => {
    await requireProject(context, c)
    const query = parseQuery(c, buildApproveQuery)
    const { chain } = swapChain(context, query.from, query.to)
    if (isNative(query.from.address)) throw refuse('The native coin needs no approval')
    const data = approveData(chain.dex.router as Address, query.amount)
    return c.json({ tx: { from: query.userAddress, to: query.from.address, data, value: '0' } })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    await requireProject(context, c)
    const body = await parseJson(c, buildTransactionBody)
    const { chain, client } = swapChain(context, body.from, body.to)
    const result = await quote(client, chain.dex, body.from.address, body.to.address, body.amount).catch(upstream)
    const amountOutMin = minimumOut(result.toAmount, body.slippage)
    const deadline = BigInt(Math.floor(context.now().getTime() / 1000) + SWAP_DEADLINE_SECONDS)
    const call = swapCall(result.path, body.from.address, body.to.address, {
      amount: body.amount,
      amountOutMin,
      recipient: body.userAddress,
      deadline,
    })
    const router = chain.dex.router.toLowerCase() as Address
    // an estimate fails while the allowance is short (approve first): the transaction is then sent without one
    const estimate = body.disableEstimate
      ? undefined
      : await client
          .estimateGas({ account: body.userAddress, to: router, data: call.data, value: call.value })
          .catch(() => undefined)
    // a quarter over the estimate: mined in a later second than estimated, the pair also writes its price accumulators
    const gas = estimate === undefined ? undefined : estimate + estimate / 4n
    return c.json({
      tx: {
        from: body.userAddress,
        to: router,
        data: call.data,
        value: call.value.toString(),
        gas: gas?.toString() ?? null,
      },
      toAmount: result.toAmount.toString(),
      amountOutMin: amountOutMin.toString(),
      slippage: body.slippage,
      deadline: Number(deadline),
    })
  })

  return app
}
