// Reads and calldata of a Uniswap V2 deployment: the swap path, the router's own quote (getAmountsOut over the
// pools' reserves), the price impact from those reserves, allowances, and the router calls with slippage and deadline.
import { HTTPException } from 'hono/http-exception'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, type PublicClient, zeroAddress } from 'viem'
import type { ChainConfig } from '../config.ts'
import { NATIVE_TOKEN } from './input.ts'

export const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])
/** Uniswap V2 takes 0.3% of every hop's input */
export const POOL_FEE_PERCENT = 0.3

export type Dex = NonNullable<ChainConfig['dex']>
/** a 400 with the text, and the @latch/core error code a client raises for it where one names this refusal */
const NO_POOL = 'No pool for this token pair'

export const refuse = (error: string, code?: 'SwapNoPool' | 'SwapsNetworkUnsupported') =>
  new HTTPException(400, { res: Response.json({ error, code }, { status: 400 }) })

export const isNative = (address: string) => address.toLowerCase() === NATIVE_TOKEN

/** the token path through the router: the native coin trades as WETH, two ERC-20s meet at WETH */
export function swapPath(dex: Dex, from: Address, to: Address): Address[] {
  const weth = dex.weth.toLowerCase() as Address
  const hop = (address: Address) => (isNative(address) ? weth : address)
  const [a, b] = [hop(from), hop(to)]
  if (a === b) throw refuse('from and to are the same token')
  return a === weth || b === weth ? [a, b] : [a, weth, b]
}

/** every hop's pool and its reserves ordered along the path; a hop with no pool (or an empty one) is refused */
async function pools(client: PublicClient, dex: Dex, path: Address[]) {
  return Promise.all(
    path.slice(1).map(async (out, index) => {
      const into = path[index]!
      const pair = await client.readContract({
        address: dex.factory as Address,
        abi: FACTORY_ABI,
        functionName: 'getPair',
        args: [into, out],
      })
      if (pair === zeroAddress) throw refuse(NO_POOL, 'SwapNoPool')
      const [[reserve0, reserve1], token0] = await Promise.all([
        client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
      ])
      const inFirst = token0.toLowerCase() === into.toLowerCase()
      const [reserveIn, reserveOut] = inFirst ? [reserve0, reserve1] : [reserve1, reserve0]
      if (reserveIn === 0n || reserveOut === 0n) throw refuse(NO_POOL, 'SwapNoPool')
      return { pair, reserveIn, reserveOut }
    }),
  )
}

export interface DexQuote {
  path: Address[]
  toAmount: bigint
  /** percent the quote falls short of the pools' mid price, the pool fee left out */
  priceImpact: number
}

/** the router's getAmountsOut (what the swap will get at this block) and the impact measured against the reserves */
export async function quote(
  client: PublicClient,
  dex: Dex,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<DexQuote> {
  const path = swapPath(dex, from, to)
  const hops = await pools(client, dex, path)
  const amounts = await client.readContract({
    address: dex.router as Address,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })
  const toAmount = amounts[amounts.length - 1]!
  // mid price: each hop at its reserves' ratio with the fee taken, so only the pools' depth counts as impact
  let mid = amount
  for (const hop of hops) mid = (mid * 997n * hop.reserveOut) / (1000n * hop.reserveIn)
  const impact = mid === 0n ? 0 : Number(((mid - toAmount) * 1_000_000n) / mid) / 10_000
  return { path, toAmount, priceImpact: Math.max(0, impact) }
}

export async function allowance(
  client: PublicClient,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
}

export const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

/** the router call for an exact-input swap: amountOutMin is the quote less the slippage; value carries native input */
export function swapCall(
  path: Address[],
  from: Address,
  to: Address,
  input: { amount: bigint; amountOutMin: bigint; recipient: Address; deadline: bigint },
) {
  const { amount, amountOutMin, recipient, deadline } = input
  if (isNative(from)) {
    return {
      data: encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amount,
    }
  }
  const functionName = isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return {
    data: encodeFunctionData({
      abi: ROUTER_ABI,
      functionName,
      args: [amount, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}

/** the least the swap may return: the quote less `slippage` percent (to a hundredth of a basis point) */
export const minimumOut = (toAmount: bigint, slippage: number) =>
  (toAmount * BigInt(Math.round((100 - slippage) * 10_000))) / 1_000_000n
