// The swap routes (SPEC §7 /v1/convert/*) against the devnet's Uniswap V2 on chain 31338, on both engines: the quote
// is the router's own answer and the pools' constant-product math, calldata decodes to the router call, the built
// transactions run on chain, and every refusal. Dev account 9 (no other integration test uses it) swaps.
import { DEV_ACCOUNTS } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTER_ABI } from '../src/convert/dex.ts'
import { NATIVE_TOKEN } from '../src/convert/input.ts'
import { createTestProject, DEVNET_NFT, DEVNET_TOKEN, devnetChainConfig, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as {
  rpcUrls: [string, string]
  dex: { router: Address; factory: Address; weth: Address; swapToken: Address }
}
const { router, factory, weth, swapToken } = devnet.dex
const rpcUrl = devnet.rpcUrls[1]
const transport = http(rpcUrl)
const chain = null
const client = createPublicClient({ transport })
const anvil = createTestClient({ mode: 'anvil', transport })
const user = DEV_ACCOUNTS[9]!
const wallet = createWalletClient({ transport, account: user })
const ETH = `eip155:31338:${NATIVE_TOKEN}`
const LTT = `eip155:31338:${DEVNET_TOKEN.toLowerCase()}`
const LST = `eip155:31338:${swapToken.toLowerCase()}`
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])

const config = {
  chains: [
    // 31337 has no DEX configured here: the network without swaps
    devnetChainConfig(devnet.rpcUrls[0]),
    {
      ...devnetChainConfig(rpcUrl, 31338),
      dex: { router, factory, weth, tokens: [DEVNET_TOKEN, swapToken, DEVNET_NFT] },
    },
  ],
}

/** the constant-product answer of one V2 pool, 0.3% fee: the quote must equal it */
async function poolOut(tokenIn: Address, tokenOut: Address, amountIn: bigint) {
  const pair = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [tokenIn, tokenOut],
  })
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  const [reserveIn, reserveOut] = token0.toLowerCase() === tokenIn.toLowerCase() ? [r0, r1] : [r1, r0]
  return (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
}

const mined = async (hash: `0x${string}`) => {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

describeOnEngines('swaps over the devnet Uniswap V2', config, (engine) => {
  const call = async <T>(path: string, init?: RequestInit) => {
    const response = await engine().request(withProject(path), init)
    return { status: response.status, body: (await response.json()) as T }
  }
  const post = <T>(path: string, body: unknown) =>
    call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  type Quote = {
    quotes: {
      toAmount: string
      fromAmount: string
      priceImpact: number
      fee: { percent: number }
      expiresAt: string
      path: string[]
    }[]
  }
  type Built = {
    tx: { from: string; to: Address; data: `0x${string}`; value: string; gas: string | null }
    toAmount: string
    amountOutMin: string
    deadline: number
    slippage: number
  }

  beforeAll(async () => {
    await createTestProject(engine().context)
  })

  it('R-7.16 R-3.34 lists the chain swap tokens, native first, with the user balances read on chain', async () => {
    const { status, body } = await call<{ tokens: Record<string, unknown>[] }>(
      `/v1/convert/tokens?chainId=eip155:31338&address=${user.address}`,
    )
    expect(status).toBe(200)
    expect(body.tokens.map((token) => token.symbol)).toEqual(['ETH', 'LTT', 'LST']) // the NFT contract (no decimals) is left out
    for (const token of body.tokens) {
      for (const field of ['address', 'decimals', 'logoUri', 'iconUrl', 'quantity', 'price', 'value', 'eip2612'])
        expect(token).toHaveProperty(field)
    }
    const [eth, ltt] = body.tokens as { address: string; quantity: { decimals: string; numeric: string } }[]
    expect(eth!.address).toBe(ETH)
    expect(parseEther(eth!.quantity.numeric)).toBe(await client.getBalance({ address: user.address }))
    expect(ltt!.address).toBe(LTT)
    expect(parseUnits(ltt!.quantity.numeric, 18)).toBe(
      await client.readContract({
        address: DEVNET_TOKEN,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user.address],
      }),
    )
  })

  it('R-7.15 quotes the router getAmountsOut, equal to the pool constant-product math, with price impact and the fee', async () => {
    const amount = parseUnits('250', 18)
    const { status, body } = await call<Quote>(
      `/v1/convert/quotes?from=${LTT}&to=${ETH}&amount=${amount}&userAddress=${user.address}`,
    )
    expect(status).toBe(200)
    const [quote] = body.quotes
    const routerAnswer = await client.readContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, [DEVNET_TOKEN, weth]],
    })
    expect(BigInt(quote!.toAmount)).toBe(routerAnswer[1])
    expect(BigInt(quote!.toAmount)).toBe(await poolOut(DEVNET_TOKEN, weth, amount))
    expect(quote!.priceImpact).toBeGreaterThan(0)
    expect(quote!.priceImpact).toBeLessThan(1) // 250 LTT in a 100,000 LTT pool: about 0.25%
    expect(quote!.fee.percent).toBe(0.3)
    expect(Date.parse(quote!.expiresAt)).toBeGreaterThan(Date.now())
    // two hops through WETH: LTT → ETH → LST
    const twoHops = await call<Quote>(`/v1/convert/quotes?from=${LTT}&to=${LST}&amount=${amount}`)
    expect(twoHops.body.quotes[0]!.path.map((a) => a.toLowerCase())).toEqual([
      DEVNET_TOKEN.toLowerCase(),
      weth.toLowerCase(),
      swapToken.toLowerCase(),
    ])
    const viaRouter = await client.readContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, [DEVNET_TOKEN, weth, swapToken]],
    })
    expect(BigInt(twoHops.body.quotes[0]!.toAmount)).toBe(viaRouter[2])
  })

  it('R-7.17 R-7.18 R-7.20 R-5.30 reads the real allowance; build-approve is approve(router, amount) and raises it on chain', async () => {
    const amount = parseUnits('40', 18)
    const before = await call<{ allowance: string }>(
      `/v1/convert/allowance?tokenAddress=${LTT}&userAddress=${user.address}`,
    )
    expect(before.status).toBe(200)
    expect(BigInt(before.body.allowance)).toBe(
      await client.readContract({
        address: DEVNET_TOKEN,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user.address, router],
      }),
    )
    const built = await call<Built>(
      `/v1/convert/build-approve?userAddress=${user.address}&from=${LTT}&to=${ETH}&amount=${amount}`,
    )
    expect(built.status).toBe(200)
    expect(built.body.tx.to.toLowerCase()).toBe(DEVNET_TOKEN.toLowerCase())
    const decoded = decodeFunctionData({ abi: erc20Abi, data: built.body.tx.data })
    expect(decoded.functionName).toBe('approve')
    expect(decoded.args).toEqual([router, amount])
    await mined(await wallet.sendTransaction({ chain, to: built.body.tx.to, data: built.body.tx.data }))
    const after = await call<{ allowance: string }>(
      `/v1/convert/allowance?tokenAddress=${LTT}&userAddress=${user.address}`,
    )
    expect(BigInt(after.body.allowance)).toBe(amount)
  })

  it('R-7.21 R-9.30 builds the router swap with 1% slippage by default and a deadline; it runs on chain for the quoted amount', async () => {
    const amount = parseUnits('40', 18)
    const { status, body } = await post<Built>('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: LTT,
      to: ETH,
      userAddress: user.address,
    })
    expect(status).toBe(200)
    expect(body.slippage).toBe(1)
    expect(body.tx.to.toLowerCase()).toBe(router.toLowerCase())
    expect(body.tx.value).toBe('0')
    const decoded = decodeFunctionData({ abi: ROUTER_ABI, data: body.tx.data })
    expect(decoded.functionName).toBe('swapExactTokensForETH')
    const [amountIn, amountOutMin, path, recipient, deadline] = decoded.args as [
      bigint,
      bigint,
      Address[],
      Address,
      bigint,
    ]
    expect(amountIn).toBe(amount)
    expect(amountOutMin).toBe((BigInt(body.toAmount) * 99n) / 100n)
    expect(path).toEqual([DEVNET_TOKEN, weth])
    expect(recipient.toLowerCase()).toBe(user.address.toLowerCase())
    const now = Math.floor(Date.now() / 1000)
    expect(Number(deadline)).toBeGreaterThan(now + 19 * 60)
    expect(Number(deadline)).toBeLessThanOrEqual(now + 20 * 60 + 5)
    expect(body.tx.gas).not.toBeNull() // the allowance is in place (previous test): the estimate succeeds
    const lttBefore = await client.readContract({
      address: DEVNET_TOKEN,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    const receipt = await mined(
      await wallet.sendTransaction({ chain, to: body.tx.to, data: body.tx.data, gas: BigInt(body.tx.gas!) }),
    )
    expect(receipt.gasUsed).toBeGreaterThan(0n)
    expect(
      await client.readContract({
        address: DEVNET_TOKEN,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user.address],
      }),
    ).toBe(lttBefore - amount)
  })

  it('R-7.21 builds native-input swaps with the amount as value and a chosen slippage', async () => {
    const amount = parseEther('0.01')
    const { body } = await post<Built>('/v1/convert/build-transaction', {
      amount: amount.toString(),
      slippage: 2.5,
      from: ETH,
      to: LST,
      userAddress: user.address,
      disableEstimate: true,
    })
    expect(body.tx.value).toBe(amount.toString())
    expect(body.tx.gas).toBeNull()
    const decoded = decodeFunctionData({ abi: ROUTER_ABI, data: body.tx.data })
    expect(decoded.functionName).toBe('swapExactETHForTokens')
    expect(decoded.args[0]).toBe((BigInt(body.toAmount) * 975n) / 1000n)
    const lstBefore = await client.readContract({
      address: swapToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    await mined(await wallet.sendTransaction({ chain, to: body.tx.to, data: body.tx.data, value: amount }))
    const lstAfter = await client.readContract({
      address: swapToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    expect(lstAfter - lstBefore).toBe(BigInt(body.toAmount)) // nothing moved the pool in between
  })

  it('the gas limit it builds still covers the swap when mined in a later second than it was estimated', async () => {
    const amount = parseEther('0.001')
    const build = () =>
      post<Built>('/v1/convert/build-transaction', {
        amount: amount.toString(),
        from: ETH,
        to: LTT,
        userAddress: user.address,
      })
    // a swap updates the pair in second T; a swap estimated within T skips the pair's price accumulators, one mined
    // after T writes them. The chain's clock is pinned, so the estimate falls in T and the swap in T + 1 however busy
    // the machine is
    const { blockNumber } = await mined(
      await wallet.sendTransaction({
        chain,
        to: router,
        data: (await build()).body.tx.data,
        value: amount,
        gas: 400_000n,
      }),
    )
    const updatedAt = (await client.getBlock({ blockNumber })).timestamp
    await anvil.setNextBlockTimestamp({ timestamp: updatedAt })
    const { body: built } = await build()
    expect(built.tx.gas).not.toBeNull()
    await anvil.setNextBlockTimestamp({ timestamp: updatedAt + 1n })
    const receipt = await mined(
      await wallet.sendTransaction({
        chain,
        to: built.tx.to,
        data: built.tx.data,
        value: amount,
        gas: BigInt(built.tx.gas!),
      }),
    )
    expect((await client.getBlock({ blockNumber: receipt.blockNumber })).timestamp).toBe(updatedAt + 1n)
  })

  it('R-7.19 R-3.35 gives standard, fast and instant gas prices from eth_feeHistory, never below the next base fee', async () => {
    const { status, body } = await call<{ standard: string; fast: string; instant: string }>(
      '/v1/convert/gas-price?caipNetworkId=eip155:31338',
    )
    expect(status).toBe(200)
    const history = await client.getFeeHistory({ blockCount: 1, blockTag: 'latest', rewardPercentiles: [] })
    const nextBase = history.baseFeePerGas[history.baseFeePerGas.length - 1]!
    const [standard, fast, instant] = [body.standard, body.fast, body.instant].map(BigInt) as [bigint, bigint, bigint]
    expect(standard).toBeGreaterThanOrEqual(nextBase)
    expect(fast).toBeGreaterThanOrEqual(standard)
    expect(instant).toBeGreaterThanOrEqual(fast)
  })

  describe('refusals send nothing and name the problem', () => {
    const refused = async (path: string, pattern: RegExp | string, body?: unknown) => {
      const response =
        body === undefined ? await call<{ error: string }>(path) : await post<{ error: string }>(path, body)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(pattern)
    }
    const unknown = 'eip155:31338:0x1111111111111111111111111111111111111111'

    it("R-8.38 a network without a DEX: 'Network not supported for Swaps'", async () => {
      await refused('/v1/convert/tokens?chainId=eip155:31337', /^Network not supported for Swaps$/)
      const eth37 = `eip155:31337:${NATIVE_TOKEN}`
      await refused(
        `/v1/convert/quotes?from=${eth37}&to=eip155:31337:${DEVNET_TOKEN}&amount=1`,
        /^Network not supported for Swaps$/,
      )
      await refused('/v1/convert/tokens?chainId=eip155:1', /^Network not supported for Swaps$/)
    })

    it("R-8.39 gas price of a network this cloud does not serve: 'Network not supported for Gas Price'", async () => {
      await refused('/v1/convert/gas-price?caipNetworkId=eip155:1', /^Network not supported for Gas Price$/)
    })

    it('an unknown token, a pair with no pool, the same token twice, two chains', async () => {
      await refused(`/v1/convert/quotes?from=${unknown}&to=${ETH}&amount=1000`, `Unknown token: ${unknown}`)
      await refused(`/v1/convert/allowance?tokenAddress=${unknown}&userAddress=${user.address}`, /^Unknown token/)
      await refused(
        `/v1/convert/quotes?from=eip155:31338:${DEVNET_NFT.toLowerCase()}&to=${ETH}&amount=1000`,
        /^No pool for this token pair$/,
      )
      await refused('/v1/convert/build-transaction', /^No pool for this token pair$/, {
        amount: '1000',
        from: `eip155:31338:${DEVNET_NFT}`,
        to: LTT,
        userAddress: user.address,
      })
      await refused(`/v1/convert/quotes?from=${LTT}&to=${LTT}&amount=1000`, /same token/)
      await refused(`/v1/convert/quotes?from=${LTT}&to=eip155:31337:${NATIVE_TOKEN}&amount=1000`, /same chain/)
    })

    it('R-9.30 slippage out of range, and zero, negative or fractional amounts', async () => {
      const base = { amount: '1000', from: LTT, to: ETH, userAddress: user.address }
      for (const slippage of [0, -1, 50.5, 'lots'])
        await refused('/v1/convert/build-transaction', /^slippage: /, { ...base, slippage })
      for (const amount of ['0', '-5', '1.5', '']) {
        await refused('/v1/convert/build-transaction', /^amount: /, { ...base, amount })
        await refused(`/v1/convert/quotes?from=${LTT}&to=${ETH}&amount=${encodeURIComponent(amount)}`, /^amount: /)
      }
      await refused(
        `/v1/convert/build-approve?userAddress=${user.address}&from=${LTT}&to=${ETH}&amount=0`,
        /^amount: must be greater than zero$/,
      )
    })
  })
})
