// The swap feature of createLatch against the REAL cloud and the devnet's Uniswap V2 (chain 31337): tokens, the
// quote, approve then swap, the atomic batch, and what is refused before anything is sent. A wallet cannot run in
// Node: the adapter's provider is a stand-in that has anvil sign for an unlocked dev account (as the browser test
// wallet does), and with `atomic` it answers EIP-5792 by mining approve and swap in one block. Dev account 9 swaps.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { seedDemo } from '../../../apps/cloud/src/seed.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import type { Adapter } from '../src/adapter.ts'
import { defineNetwork } from '../src/networks/defineNetwork.ts'
import { createLatch } from '../src/latch.ts'
import { memoryStorage } from '../src/storage.ts'
import { SWAP_TEXTS } from '../src/swaps/texts.ts'
import type { SwapToken } from '../src/swaps/types.ts'

type Dex = { router: Address; factory: Address; weth: Address; swapToken: Address }
const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string]; token: Address; dex: Dex }
const ADDRESS = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as Address // dev account 9
const rpcUrl = devnet.rpcUrls[0]
const chainClient = createPublicClient({ transport: http(rpcUrl) })
const network = (id: number, url: string) =>
  defineNetwork({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
  })
const devnetA = network(31337, rpcUrl)
const devnetB = network(31338, devnet.rpcUrls[1])
/** anvil answers a sent transaction's hash before its automined block exists: the receipt once it is mined */
const mined = (hash: string) =>
  chainClient.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
const routerAbi = parseAbi(['function getAmountsOut(uint256, address[]) view returns (uint256[])'])

async function rpc(method: string, params: unknown[] = []) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** an EIP-1193 provider over anvil's unlocked account; `atomic` adds EIP-5792 (both calls mined in one block) */
function walletStandIn(options: { atomic: boolean }) {
  const requests: string[] = []
  /** the params of every eth_sendTransaction, as the wallet got them */
  const sent: Record<string, string>[] = []
  const batches = new Map<string, string[]>()
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      requests.push(method)
      if (method === 'eth_sendTransaction') sent.push((params as [Record<string, string>])[0])
      if (method === 'wallet_getCapabilities') {
        if (!options.atomic) throw Object.assign(new Error('Method not supported'), { code: 4200 })
        return { '0x7a69': { atomic: { status: 'supported' } } }
      }
      if (method === 'wallet_sendCalls' && options.atomic) {
        const [{ from, calls }] = params as [{ from: string; calls: { to: string; data: string; value: string }[] }]
        await rpc('evm_setAutomine', [false])
        const hashes: string[] = []
        try {
          // a gas limit each: the node cannot estimate a call whose approval is still pending (it would take the block's)
          for (const call of calls)
            hashes.push((await rpc('eth_sendTransaction', [{ from, gas: '0xf4240', ...call }])) as string)
          await rpc('evm_mine')
        } finally {
          await rpc('evm_setAutomine', [true])
        }
        const id = `batch-${batches.size}`
        batches.set(id, hashes)
        return { id }
      }
      if (method === 'wallet_getCallsStatus') {
        const receipts = await Promise.all(
          batches.get((params as [string])[0])!.map((hash) => rpc('eth_getTransactionReceipt', [hash])),
        )
        return { status: 200, atomic: true, receipts }
      }
      return rpc(method, params ?? [])
    },
  }
  return { provider, requests, sent }
}

/** what the chain holds now: the account's ETH, or its balance of a token */
async function chainBalance({ tokenAddress }: { tokenAddress?: string }) {
  const value = tokenAddress
    ? await chainClient.readContract({
        address: tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ADDRESS],
      })
    : await chainClient.getBalance({ address: ADDRESS })
  return {
    value,
    decimals: 18,
    symbol: tokenAddress ? 'LTT' : 'ETH',
    name: tokenAddress ? 'Latch Test Token' : 'Ether',
  }
}

function adapterWith(
  provider: unknown,
  chainId = 31337,
  getBalance: Adapter['getBalance'] = async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' }),
): Adapter {
  return {
    namespace: 'eip155',
    setup: (context) =>
      context.emit('connectors', { connectors: [{ id: 'w', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }] }),
    connect: async () => ({ address: ADDRESS, chainId, accounts: [ADDRESS] }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance,
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: async () => provider,
  }
}

let cloud: RunningCloud
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-swap-cloud-'))
  const chain = (chainId: number, url: string) => ({
    chainId,
    name: `Devnet ${chainId}`,
    rpcUrl: url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    testnet: true,
    tokens: [devnet.token],
  })
  const { router, factory, weth, swapToken } = devnet.dex
  cloud = await startCloud(
    cloudConfigSchema.parse({
      port: 0,
      dataDir,
      // 31338 has no DEX here: the network without swaps
      chains: [
        { ...chain(31337, rpcUrl), dex: { router, factory, weth, tokens: [devnet.token, swapToken] } },
        chain(31338, devnet.rpcUrls[1]),
      ],
      prices: { 'eip155:31337/native': 3000, [`eip155:31337/${devnet.token.toLowerCase()}`]: 3 },
    }),
  )
  await seedDemo(cloud.context, { origins: ['http://app.test'] })
})
afterAll(async () => {
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function connected(
  options: { atomic?: boolean; cloudUrl?: string; chainId?: number; getBalance?: Adapter['getBalance'] } = {},
) {
  const wallet = walletStandIn({ atomic: options.atomic ?? false })
  const latch = createLatch({
    adapters: [adapterWith(wallet.provider, options.chainId, options.getBalance)],
    networks: [devnetA, devnetB],
    storage: memoryStorage(),
    cloudUrl: options.cloudUrl ?? cloud.url,
    projectId: 'latch-demo',
  })
  latch.mount()
  await latch.connect('w')
  return { latch, wallet }
}

/** the swap appears in Activity once the cloud has indexed it (and the client's pending poll ends) */
async function appearsInActivity(latch: Awaited<ReturnType<typeof connected>>['latch'], hash: string) {
  await expect
    .poll(
      async () => {
        await latch.loadActivity()
        return latch.getState().cloud.activity.transactions.map((transaction) => transaction.metadata.hash)
      },
      { timeout: 15_000 },
    )
    .toContain(hash)
}

const lttOf = () =>
  chainClient.readContract({ address: devnet.token, abi: erc20Abi, functionName: 'balanceOf', args: [ADDRESS] })
const bySymbol = (tokens: SwapToken[], symbol: string) => tokens.find((token) => token.symbol === symbol)!

describe('swaps through createLatch', () => {
  it('R-7.16 R-3.34 lists the network tokens with the account balances; R-7.15 the quote is the router answer', async () => {
    const { latch } = await connected()
    const tokens = await latch.swapTokens()
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'LTT', 'LST'])
    expect(parseUnits(bySymbol(tokens, 'LTT').quantity.numeric, 18)).toBe(await lttOf())
    const quote = await latch.swapQuote({ from: bySymbol(tokens, 'LTT'), to: bySymbol(tokens, 'ETH'), amount: '12.5' })
    const [, out] = await chainClient.readContract({
      address: devnet.dex.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseUnits('12.5', 18), [devnet.token, devnet.dex.weth]],
    })
    expect(BigInt(quote.toAmount)).toBe(out)
    expect(quote.estimate).toBe(false)
    expect(quote.priceImpact).toBeGreaterThan(0)
  })

  it('R-5.30 R-7.18 approves when the allowance is short, then swaps LTT for ETH; balances read on chain', async () => {
    const { latch, wallet } = await connected()
    const tokens = await latch.swapTokens()
    const quote = await latch.swapQuote({ from: bySymbol(tokens, 'LTT'), to: bySymbol(tokens, 'ETH'), amount: '20' })
    const [lttBefore, ethBefore] = [await lttOf(), await chainClient.getBalance({ address: ADDRESS })]
    const heard: unknown[] = []
    latch.subscribeEvents((event) => event.type === 'SWAP_SUCCESS' && heard.push(event.data))
    const result = await latch.swap({ quote })
    expect(result).toMatchObject({ approved: true, batched: false })
    // the swap is told to the host and to the cloud client (which posts it to /e for the swaps chart)
    expect(heard).toEqual([{ caipNetworkId: 'eip155:31337', fromSymbol: 'LTT', toSymbol: 'ETH', hash: result.hash }])
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2) // approve, then swap
    const receipt = await mined(result.hash)
    expect(receipt.status).toBe('success')
    expect(await lttOf()).toBe(lttBefore - parseUnits('20', 18))
    expect(receipt.to?.toLowerCase()).toBe(devnet.dex.router.toLowerCase())
    // ETH up by at least the quote less 1% slippage, less the gas the two transactions paid
    expect(await chainClient.getBalance({ address: ADDRESS })).toBeGreaterThan(ethBefore)
    await appearsInActivity(latch, result.hash)
  })

  it('a token list whose balance is older than the chain does not refuse: the swap reads the balance afresh, then swaps', async () => {
    const { latch, wallet } = await connected({ getBalance: chainBalance })
    const tokens = await latch.swapTokens()
    const ltt = bySymbol(tokens, 'LTT')
    // the list was read before the tokens arrived: it says 0
    const stale = { ...ltt, quantity: { ...ltt.quantity, numeric: '0' } }
    const quote = await latch.swapQuote({ from: stale, to: bySymbol(tokens, 'ETH'), amount: '1' })
    const before = await lttOf()
    const result = await latch.swap({ quote })
    expect((await mined(result.hash)).status).toBe('success')
    expect(await lttOf()).toBe(before - parseUnits('1', 18))
    expect(wallet.requests).toContain('eth_sendTransaction')
    // more than the chain holds is still refused, nothing sent
    const sent = wallet.requests.length
    const tooMuch = await latch
      .swapQuote({ from: stale, to: bySymbol(tokens, 'ETH'), amount: '1000000000' })
      .catch(() => undefined)
    if (tooMuch) await expect(latch.swap({ quote: tooMuch })).rejects.toThrow(SWAP_TEXTS.insufficientBalance)
    expect(wallet.requests.slice(sent).filter((method) => method.startsWith('eth_send'))).toEqual([])
  })

  it('R-5.30 an allowance of exactly the parsed source amount is enough: no approval, the swap alone is sent', async () => {
    const { latch, wallet } = await connected()
    const tokens = await latch.swapTokens()
    const quote = await latch.swapQuote({ from: bySymbol(tokens, 'LTT'), to: bySymbol(tokens, 'ETH'), amount: '7' })
    const amount = BigInt(quote.fromAmount)
    expect(amount).toBe(parseUnits('7', 18))
    // the account itself approves the router for exactly the amount (anvil signs for the unlocked dev account)
    await rpc('eth_sendTransaction', [
      {
        from: ADDRESS,
        to: devnet.token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devnet.dex.router, amount] }),
      },
    ])
    const lttBefore = await lttOf()
    const result = await latch.swap({ quote })
    expect(result).toMatchObject({ approved: false, batched: false })
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    await mined(result.hash)
    expect(await lttOf()).toBe(lttBefore - amount)
    expect(
      await chainClient.readContract({
        address: devnet.token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [ADDRESS, devnet.dex.router],
      }),
    ).toBe(0n)
  })

  it('approve and swap go as one EIP-5792 atomic batch when the wallet reports atomic support (one block)', async () => {
    const { latch, wallet } = await connected({ atomic: true })
    const tokens = await latch.swapTokens()
    const quote = await latch.swapQuote({ from: bySymbol(tokens, 'LTT'), to: bySymbol(tokens, 'LST'), amount: '5' })
    const lstBefore = await chainClient.readContract({
      address: devnet.dex.swapToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ADDRESS],
    })
    const result = await latch.swap({ quote, slippage: 2 })
    expect(result).toMatchObject({ approved: true, batched: true })
    expect(wallet.requests).toContain('wallet_sendCalls')
    expect(wallet.requests).not.toContain('eth_sendTransaction')
    const swapBlock = (await mined(result.hash)).blockNumber
    const block = await chainClient.getBlock({ blockNumber: swapBlock, includeTransactions: true })
    expect(
      block.transactions.filter((transaction) => transaction.from.toLowerCase() === ADDRESS.toLowerCase()),
    ).toHaveLength(2) // approve and swap
    const lstAfter = await chainClient.readContract({
      address: devnet.dex.swapToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ADDRESS],
    })
    expect(lstAfter - lstBefore).toBe(BigInt(quote.toAmount))
    await appearsInActivity(latch, result.hash)
  })

  it('R-3.35 native input needs no approval: ETH → LTT is one transaction, paying the chosen gas tier', async () => {
    const { latch, wallet } = await connected({ atomic: true })
    const tokens = await latch.swapTokens()
    const quote = await latch.swapQuote({ from: bySymbol(tokens, 'ETH'), to: bySymbol(tokens, 'LTT'), amount: '0.01' })
    const before = await lttOf()
    const blockBefore = await chainClient.getBlockNumber({ cacheTime: 0 })
    const tiers = await latch.swapGasPrice()
    const result = await latch.swap({ quote, gasTier: 'fast' })
    expect(result).toMatchObject({ approved: false, batched: false })
    // the chosen tier is the price the transaction paid per gas
    const receipt = await mined(result.hash)
    expect(wallet.sent).toHaveLength(1)
    expect(BigInt(wallet.sent[0]!.gasPrice!)).toBe(receipt.effectiveGasPrice)
    // other test files mine on this chain too: the tiers read above are the swap's only if no block came in between
    if (receipt.blockNumber === blockBefore + 1n) expect(receipt.effectiveGasPrice).toBe(BigInt(tiers!.fast))
    expect(wallet.requests).not.toContain('wallet_sendCalls')
    expect((await lttOf()) - before).toBe(BigInt(quote.toAmount))
    await appearsInActivity(latch, result.hash)
  })

  it('an expired quote, an amount over the balance, bad slippage and bad amounts are refused and nothing is sent', async () => {
    const { latch, wallet } = await connected()
    const heard: string[] = []
    latch.subscribeEvents((event) => event.type === 'SWAP_SUCCESS' && heard.push(event.type))
    const tokens = await latch.swapTokens()
    const [ltt, eth] = [bySymbol(tokens, 'LTT'), bySymbol(tokens, 'ETH')]
    const quote = await latch.swapQuote({ from: ltt, to: eth, amount: '1' })
    await expect(latch.swap({ quote: { ...quote, expiresAt: Date.now() - 1 } })).rejects.toThrow(
      SWAP_TEXTS.quoteExpired,
    )
    await expect(latch.swap({ quote, slippage: 0 })).rejects.toThrow(SWAP_TEXTS.slippageOutOfRange)
    await expect(latch.swap({ quote, slippage: 51 })).rejects.toThrow(SWAP_TEXTS.slippageOutOfRange)
    const tooMuch = await latch.swapQuote({ from: ltt, to: eth, amount: '50000' })
    await expect(latch.swap({ quote: tooMuch })).rejects.toThrow(SWAP_TEXTS.insufficientBalance)
    for (const amount of ['0', '-1', 'abc', ''])
      await expect(latch.swapQuote({ from: ltt, to: eth, amount })).rejects.toThrow(SWAP_TEXTS.invalidAmount)
    await expect(latch.swapQuote({ from: ltt, to: ltt, amount: '1' })).rejects.toThrow(SWAP_TEXTS.sameToken)
    expect(heard).toEqual([])
    expect(wallet.requests.filter((method) => method.startsWith('eth_send') || method === 'wallet_sendCalls')).toEqual(
      [],
    )
  })

  it('R-8.47 R-8.49 with the quote service down: a labelled estimate from prices that cannot be swapped; gas price null', async () => {
    const { latch: live } = await connected()
    const tokens = await live.swapTokens()
    const { latch, wallet } = await connected({ cloudUrl: 'http://127.0.0.1:9' })
    const estimate = await latch.swapQuote({
      from: bySymbol(tokens, 'LTT'),
      to: bySymbol(tokens, 'ETH'),
      amount: '1000',
    })
    expect(estimate.estimate).toBe(true)
    expect(estimate.toAmount).toBe(parseEther('1').toString()) // 1000 LTT × $3 / $3000
    await expect(latch.swap({ quote: estimate })).rejects.toThrow(SWAP_TEXTS.estimateOnly)
    expect(await latch.swapGasPrice()).toBeNull()
    expect(wallet.requests.filter((method) => method.startsWith('eth_send'))).toEqual([])
  })

  it('R-3.35 gas tiers standard ≤ fast ≤ instant from the cloud', async () => {
    const { latch } = await connected()
    const gas = await latch.swapGasPrice()
    expect(BigInt(gas!.standard)).toBeGreaterThan(0n)
    expect(BigInt(gas!.fast)).toBeGreaterThanOrEqual(BigInt(gas!.standard))
    expect(BigInt(gas!.instant)).toBeGreaterThanOrEqual(BigInt(gas!.fast))
  })

  it("R-8.38 on a network without swaps: 'Network not supported for Swaps'", async () => {
    const { latch } = await connected({ chainId: 31338 })
    await expect(latch.swapTokens()).rejects.toThrow('Network not supported for Swaps')
  })

  it('R-2.7 the Swap view opens with swap arguments', async () => {
    const { latch } = await connected()
    latch.open({ view: 'Swap', data: { fromToken: 'LTT', toToken: 'ETH', amount: '3' } })
    expect(latch.getState().router).toMatchObject({
      view: 'Swap',
      data: { fromToken: 'LTT', toToken: 'ETH', amount: '3' },
    })
  })
})
