// The blockchain service of SPEC §7 for the configured chains: supported chains, balances, history, NFTs,
// token approvals, prices and identity. Every call names its project; every path and query goes through a schema.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import { singleFlight } from '../cache/singleFlight.ts'
import type { CloudContext } from '../context.ts'
import { parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { primaryName } from '../names/store.ts'
import { requireProject } from '../projects/guard.ts'
import { standingApprovals } from './approvals.ts'
import { approvalsComplete } from './approvalsBackfill.ts'
import { chainBalances } from './balance.ts'
import { caip2, findChain } from './chains.ts'
import { accountHistory, decodeCursor } from './history.ts'
import { addressParams, caip2Schema, chainsOf, previewUrl, tokenIconUrl } from './input.ts'
import { heldNfts } from './nfts.ts'
import { solanaBalanceResponse } from './solanaBalance.ts'
import { priceOf } from './prices.ts'
import { fungibleTokens } from './tokens.ts'
import { firstLine, log } from '../observe/logger.ts'

/** the address Reown-style clients use for a chain's native coin in CAIP-10 price lookups */
const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const balanceQuery = z.object({
  chainId: caip2Schema.optional(),
  currency: z.enum(['usd']).default('usd'),
  forceUpdate: z.string().optional(),
})

export const historyQuery = z.object({
  chainId: caip2Schema.optional(),
  cursor: z
    .string()
    .max(200)
    .transform((value, ctx) => {
      const sortKey = decodeCursor(value)
      if (!sortKey) ctx.addIssue({ code: 'custom', message: 'Invalid cursor' })
      return sortKey ?? ''
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const chainQuery = z.object({ chainId: caip2Schema.optional() })

/** one chain: the current values are read from that chain's node */
export const approvalsQuery = z.object({ chainId: caip2Schema })

export const priceBody = z.object({
  currency: z.enum(['usd']),
  addresses: z
    .array(z.string().regex(/^eip155:\d{1,10}:0x[0-9a-fA-F]{40}$/, 'Invalid CAIP-10 address (eip155:<chainId>:0x…)'))
    .max(100),
})

const upstreamUnavailable = (error: unknown) => {
  log.warn({ component: 'chain', error: firstLine(error) }, 'upstream node failed')
  return new HTTPException(502, { res: Response.json({ error: 'Upstream node unavailable' }, { status: 502 }) })
}

export function chainRoutes(context: CloudContext) {
  const app = new Hono()
  // the modal's many users asking for the same account at once (and its own retries) share one read of the node
  const sharedBalances = singleFlight<Awaited<ReturnType<typeof chainBalances>>[]>()

  app.get('/v1/supported-chains', async (c) => {
    await requireProject(context, c)
    return c.json({ http: context.config.chains.map((chain) => caip2(chain.chainId)), ws: [] })
  })

  app.get('/v1/account/:address/balance', async (c) => {
    await requireProject(context, c)
    if (c.req.query('chainId')?.startsWith('solana:')) return solanaBalanceResponse(context, c)
    const { address } = parseParams(c, addressParams)
    const query = parseQuery(c, balanceQuery)
    const chains = chainsOf(context, query.chainId)
    const icon = (symbol: string) => tokenIconUrl(c.req.url, symbol)
    const read = () => Promise.all(chains.map((chain) => chainBalances(context, chain, address, icon)))
    // forceUpdate asks for a read that starts now, not one already under way
    const key = `${new URL(c.req.url).origin} ${address} ${chains.map((chain) => chain.chainId).join(',')}`
    const perChain = await (query.forceUpdate === undefined ? sharedBalances(key, read) : read()).catch(
      (error: unknown) => {
        throw upstreamUnavailable(error)
      },
    )
    return c.json({ balances: perChain.flat() })
  })

  app.get('/v1/account/:address/history', async (c) => {
    await requireProject(context, c)
    const { address } = parseParams(c, addressParams)
    const query = parseQuery(c, historyQuery)
    if (query.chainId !== undefined) chainsOf(context, query.chainId)
    const images = {
      token: (symbol: string) => tokenIconUrl(c.req.url, symbol),
      nft: (uri: string | null, id: string) => previewUrl(c.req.url, uri, id),
    }
    return c.json(
      await accountHistory(
        context,
        { address, chainId: query.chainId, cursor: query.cursor, limit: query.limit },
        images,
      ),
    )
  })

  app.get('/v1/account/:address/nfts', async (c) => {
    await requireProject(context, c)
    const { address } = parseParams(c, addressParams)
    const query = parseQuery(c, chainQuery)
    const chainIds = chainsOf(context, query.chainId).map((chain) => chain.chainId)
    return c.json({ data: await heldNfts(context, address, chainIds, (uri, id) => previewUrl(c.req.url, uri, id)) })
  })

  app.get('/v1/account/:address/approvals', async (c) => {
    await requireProject(context, c)
    const { address } = parseParams(c, addressParams)
    const query = parseQuery(c, approvalsQuery)
    const [chain] = chainsOf(context, query.chainId)
    // a list missing the approvals given before this cloud kept them would say they are gone: the client reads the chain
    if (!(await approvalsComplete(context, chain!.chainId)))
      throw new HTTPException(503, {
        res: Response.json(
          { error: `approvals of eip155:${chain!.chainId} are still being indexed` },
          { status: 503, headers: { 'retry-after': '60' } },
        ),
      })
    const approvals = await standingApprovals(context, chain!, address).catch((error: unknown) => {
      throw upstreamUnavailable(error)
    })
    return c.json(approvals)
  })

  app.post('/v1/fungible/price', async (c) => {
    await requireProject(context, c)
    const body = await parseJson(c, priceBody)
    const fungibles = []
    for (const caip10 of body.addresses) {
      const [, id, raw] = caip10.split(':') as [string, string, string]
      const chain = findChain(context, Number(id))
      if (!chain) continue // a chain this cloud does not serve has no price here
      const address = raw.toLowerCase()
      const icon = (symbol: string) => tokenIconUrl(c.req.url, symbol)
      if (address === NATIVE_TOKEN) {
        const { name, symbol } = chain.nativeCurrency
        fungibles.push({
          address: caip10,
          name,
          symbol,
          iconUrl: icon(symbol),
          price: priceOf(context, chain.chainId, 'native'),
        })
        continue
      }
      const token = (await fungibleTokens(context, chain.chainId, [address]).catch(() => new Map())).get(address)
      if (!token) continue // not an ERC-20 the node knows
      fungibles.push({
        address: caip10,
        name: token.name ?? token.symbol ?? '',
        symbol: token.symbol ?? '',
        iconUrl: icon(token.symbol ?? ''),
        price: priceOf(context, chain.chainId, address),
      })
    }
    return c.json({ fungibles })
  })

  app.get('/v1/identity/:address', async (c) => {
    await requireProject(context, c)
    const { address } = parseParams(c, addressParams)
    parseQuery(c, chainQuery)
    // avatars are not stored yet: names carry text attributes only
    return c.json({ name: await primaryName(context.db, address), avatar: null })
  })

  return app
}
