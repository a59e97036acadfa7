// Schemas of the chain endpoints' paths and queries (SPEC §5: EVM address 40 hex digits, optional 0x).
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { ChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { findChain, parseCaip2 } from './chains.ts'

export const addressParams = z.object({
  address: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'Invalid EVM address')
    .transform((value) => (value.startsWith('0x') ? value : `0x${value}`).toLowerCase()),
})

export const caip2Schema = z.string().transform((value, ctx) => {
  const chainId = parseCaip2(value)
  if (chainId === undefined) ctx.addIssue({ code: 'custom', message: 'Invalid CAIP-2 chain id (eip155:<number>)' })
  return chainId ?? 0
})

/** the chains a request is about: the one named (which must be configured), else every configured chain */
export function chainsOf(context: CloudContext, chainId: number | undefined): ChainConfig[] {
  if (chainId === undefined) return context.config.chains
  const chain = findChain(context, chainId)
  if (!chain)
    throw new HTTPException(400, {
      res: Response.json({ error: `chainId: unsupported chain eip155:${chainId}` }, { status: 400 }),
    })
  return [chain]
}

/** the placeholder image service of the catalogue, on the host the request came to */
export const tokenIconUrl = (requestUrl: string, symbol: string) =>
  `${new URL(requestUrl).origin}/public/getTokenImage/${encodeURIComponent(symbol)}`
export const assetImageUrl = (requestUrl: string, id: string) =>
  `${new URL(requestUrl).origin}/public/getAssetImage/${encodeURIComponent(id)}`

/** a tokenURI a browser can show as an image, else the placeholder */
export const previewUrl = (requestUrl: string, tokenUri: string | null, fallbackId: string) =>
  tokenUri && /^(https:\/\/|http:\/\/|data:image\/)/.test(tokenUri) ? tokenUri : assetImageUrl(requestUrl, fallbackId)
