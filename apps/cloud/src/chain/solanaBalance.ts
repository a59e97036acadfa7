// Solana balances for GET /v1/account/{address}/balance?chainId=solana:<ref> (SPEC §7, §6: balances on Solana, while
// history and names stay EVM-only): SOL and every SPL token the address holds (configured tokens always shown), read
// live over the operator's Solana JSON-RPC. The same shape as the EVM balances (SPEC §3 R-3.29).
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { SolanaChainConfig } from '../config.ts'
import type { CloudContext } from '../context.ts'
import { parseParams } from '../http/validate.ts'
import type { TokenBalance } from './balance.ts'
import { tokenIconUrl } from './input.ts'
import { valueOf } from './prices.ts'
import { firstLine, log } from '../observe/logger.ts'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
// SPEC §5: a Solana address is 32 to 44 base58 characters
const solanaAddressParams = z.object({
  address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address'),
})
const solanaQuery = z.object({
  chainId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'Invalid CAIP-2 chain id (solana:<reference>)'),
})

const rpcAnswer = z.object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() })
const balanceResult = z.object({ value: z.number() })
const tokenAccounts = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({ amount: z.string(), decimals: z.number(), uiAmountString: z.string() }),
            }),
          }),
        }),
      }),
    }),
  ),
})

async function call<S extends z.ZodType>(
  rpcUrl: string,
  method: string,
  params: unknown[],
  schema: S,
): Promise<z.infer<S>> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const answer = rpcAnswer.parse(await response.json())
  if (answer.error) throw new Error(answer.error.message)
  return schema.parse(answer.result)
}

const priceOf = (context: CloudContext, chain: SolanaChainConfig, asset: string) =>
  context.config.prices[`${chain.caipNetworkId}/${asset}`] ?? 0

export async function solanaBalances(
  context: CloudContext,
  chain: SolanaChainConfig,
  address: string,
  icon: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const [native, held] = await Promise.all([
    call(chain.rpcUrl, 'getBalance', [address], balanceResult),
    call(
      chain.rpcUrl,
      'getTokenAccountsByOwner',
      [address, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }],
      tokenAccounts,
    ),
  ])
  const nativeNumeric = formatAmount(BigInt(native.value), chain.nativeCurrency.decimals)
  const nativePrice = priceOf(context, chain, 'native')
  const balances: TokenBalance[] = [
    {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      chainId: chain.caipNetworkId,
      value: valueOf(nativeNumeric, nativePrice),
      price: nativePrice,
      quantity: { decimals: String(chain.nativeCurrency.decimals), numeric: nativeNumeric },
      iconUrl: icon(chain.nativeCurrency.symbol),
    },
  ]
  const amounts = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of held.value) {
    const { mint, tokenAmount } = account.data.parsed.info
    const known = amounts.get(mint)
    amounts.set(mint, { amount: (known?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
  }
  const mints = [...new Set([...chain.tokens.map((token) => token.mint), ...amounts.keys()])]
  for (const mint of mints) {
    const configured = chain.tokens.find((token) => token.mint === mint)
    const amount = amounts.get(mint)
    // configured tokens always show (the Tokens tab lists them); others only while the address holds some
    if (!configured && !amount?.amount) continue
    const decimals = amount?.decimals ?? configured?.decimals ?? 0
    const numeric = formatAmount(amount?.amount ?? 0n, decimals)
    const price = priceOf(context, chain, mint)
    const symbol = configured?.symbol ?? ''
    balances.push({
      name: configured?.name ?? symbol,
      symbol,
      chainId: chain.caipNetworkId,
      address: `${chain.caipNetworkId}:${mint}`,
      value: valueOf(numeric, price),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: icon(symbol),
    })
  }
  return balances
}

function formatAmount(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return `${text.slice(0, text.length - decimals)}${fraction ? `.${fraction}` : ''}`
}

/** the balance route's Solana branch: the configured Solana network named by chainId, else 400 */
export async function solanaBalanceResponse(context: CloudContext, c: Context): Promise<Response> {
  const { address } = parseParams(c, solanaAddressParams)
  const query = solanaQuery.safeParse({ chainId: c.req.query('chainId') })
  const chain = query.success
    ? context.config.solanaChains.find((candidate) => candidate.caipNetworkId === query.data.chainId)
    : undefined
  if (!chain)
    throw new HTTPException(400, {
      res: Response.json({ error: `chainId: unsupported chain ${c.req.query('chainId')}` }, { status: 400 }),
    })
  const balances = await solanaBalances(context, chain, address, (symbol) => tokenIconUrl(c.req.url, symbol)).catch(
    (error: unknown) => {
      log.warn({ component: 'chain', error: firstLine(error) }, 'Solana node failed')
      throw new HTTPException(502, { res: Response.json({ error: 'Upstream node unavailable' }, { status: 502 }) })
    },
  )
  return c.json({ balances })
}
