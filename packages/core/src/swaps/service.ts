// The swap's work, in a chunk of its own (loaded on first use, never on first paint): the cloud's /v1/convert/*
// calls, the fallback estimate from the pair's prices, the gas tiers (null on failure, R-8.49), and the
// execution: the quote's expiry and kind checked, the allowance read from the cloud against the amount
// approve then swap, or both as one EIP-5792 atomic batch where the wallet reports that capability.
import { createCloudHttp } from '../cloud/http.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import { formatUnits, parseUnits } from '../format.ts'
import type { InstanceContext } from '../instance/context.ts'
import { HttpRequestError } from '../sdkError.ts'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants.ts'
import { NATIVE_SWAP_TOKEN, SWAP_ERROR_TEXTS, slippageValid } from './texts.ts'
import { createTokenPrices, priceOf } from './tokenPrices.ts'
import type { GasPrice, SwapQuote, SwapRequest, SwapResult, SwapToken } from './types.ts'
import { type Eip1193, sendCalls, sendTransaction, supportsAtomicBatch, type WalletCall } from './wallet.ts'
import {
  ChainNotSupportedError,
  InsufficientFundsError,
  InvalidInputError,
  latchError,
  SwapError,
} from '../errors/classes.ts'
import type { LatchError } from '../errors/base.ts'
import { addErrorTexts } from '../errors/codes.ts'

export interface SwapServiceDeps {
  refreshBalance(): void
  afterSend(hash: string): void
  beginTransaction(): () => void
}

interface BuiltTx {
  tx: { from: string; to: string; data: string; value: string; gas?: string | null }
}

/** the cloud's refusal (a 400) as the error it names by code, else in its own words; undefined for any other failure */
const cloudError = (error: unknown): LatchError | undefined => {
  if (!(error instanceof HttpRequestError) || error.status !== 400) return undefined
  let body: { error?: unknown; code?: unknown }
  try {
    body = JSON.parse(error.body) as typeof body
  } catch {
    return undefined
  }
  if (body.code === 'SwapNoPool' || body.code === 'SwapsNetworkUnsupported')
    return latchError(body.code, { cause: error })
  return typeof body.error === 'string'
    ? new SwapError('SwapRefused', { params: { reason: body.error }, cause: error })
    : undefined
}

const isNative = (token: SwapToken) => token.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN)

export function createSwapService(context: InstanceContext, deps: SwapServiceDeps) {
  addErrorTexts(SWAP_ERROR_TEXTS)
  const { options, store } = context
  const http = createCloudHttp({
    cloudUrl: options.cloudUrl!,
    projectId: options.projectId ?? '',
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: SDK_VERSION,
  })
  const tokenPrices = createTokenPrices(context.storage, http)

  /** the connected EVM account and its network; swaps are EVM-only (SPEC §6) */
  function evmAccount() {
    const { activeNetwork, unsupportedNetwork } = store.getState()
    const address = context.account()?.address
    if (activeNetwork.chainNamespace !== 'eip155' || unsupportedNetwork || !address)
      throw new ChainNotSupportedError('SwapsNetworkUnsupported')
    return { network: activeNetwork, address }
  }

  /** a 400's `{ error }` becomes the error to show; anything else is the caller's to handle */
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw cloudError(error) ?? error
    }
  }

  async function tokens(): Promise<SwapToken[]> {
    const { network, address } = evmAccount()
    const body = await call(() =>
      http.get<{ tokens: SwapToken[] }>('/v1/convert/tokens', { chainId: network.caipNetworkId, address }),
    )
    return body.tokens
  }

  async function quote({ from, to, amount }: { from: SwapToken; to: SwapToken; amount: string }): Promise<SwapQuote> {
    const { address } = evmAccount()
    if (from.address === to.address) throw new InvalidInputError('SwapSameToken')
    const fromAmount = parseUnits(amount.trim(), from.decimals)
    if (fromAmount === undefined || fromAmount <= 0n) throw new InvalidInputError('SwapInvalidAmount')
    try {
      const body = await http.get<{
        quotes: { toAmount: string; priceImpact: number; fee: { percent: number }; expiresAt: string }[]
      }>('/v1/convert/quotes', {
        from: from.address,
        to: to.address,
        amount: fromAmount.toString(),
        userAddress: address,
      })
      const [first] = body.quotes
      if (!first) throw new SwapError('SwapQuoteUnavailable')
      return {
        from,
        to,
        fromAmount: fromAmount.toString(),
        toAmount: first.toAmount,
        priceImpact: first.priceImpact,
        feePercent: first.fee.percent,
        expiresAt: Date.parse(first.expiresAt),
        estimate: false,
      }
    } catch (error) {
      // a refusal (no pool, unknown token) is the answer; a failed service falls back to an estimate
      const refusal = cloudError(error)
      if (refusal) throw refusal
      // the pair's current prices (the price service, cached), else those the token list came with
      const prices = await tokenPrices([from.address, to.address]).catch(() => [])
      const fromPrice = priceOf(prices, from.address) ?? from.price
      const toPrice = priceOf(prices, to.address) ?? to.price
      if (!(fromPrice > 0 && toPrice > 0)) throw new SwapError('SwapQuoteUnavailable')
      const wholeOut = (Number(formatUnits(fromAmount, from.decimals)) * fromPrice) / toPrice
      const toAmount = parseUnits(wholeOut.toFixed(Math.min(to.decimals, 12)), to.decimals) ?? 0n
      return {
        from,
        to,
        fromAmount: fromAmount.toString(),
        toAmount: toAmount.toString(),
        priceImpact: 0,
        feePercent: 0,
        expiresAt: 0,
        estimate: true,
      }
    }
  }

  async function gasPrice(): Promise<GasPrice | null> {
    try {
      const { network } = evmAccount()
      return await http.get<GasPrice>('/v1/convert/gas-price', { caipNetworkId: network.caipNetworkId })
    } catch {
      return null
    }
  }

  async function swap({
    quote: chosen,
    slippage = SWAP_SLIPPAGE_TOLERANCE,
    gasTier,
  }: SwapRequest): Promise<SwapResult> {
    if (chosen.estimate) throw new SwapError('SwapEstimateOnly')
    if (Date.now() >= chosen.expiresAt) throw new SwapError('SwapQuoteExpired')
    if (!slippageValid(slippage)) throw new InvalidInputError('SlippageOutOfRange')
    const { network, address } = evmAccount()
    const amount = BigInt(chosen.fromAmount)
    const held = parseUnits(chosen.from.quantity.numeric, chosen.from.decimals) ?? 0n
    // the token list's balance may be older than the chain's: a refusal is made on a balance read now
    if (amount > held) {
      const fresh = await context
        .adapterFor(network.chainNamespace)
        // the token's CAIP-10 id names its contract last
        .getBalance({
          address,
          network,
          ...(isNative(chosen.from) ? {} : { tokenAddress: chosen.from.address.split(':').at(-1) }),
        })
        .catch(() => undefined)
      if (!fresh || amount > fresh.value) throw new InsufficientFundsError('SwapInsufficientBalance')
    }
    let approval: BuiltTx | undefined
    if (!isNative(chosen.from)) {
      const { allowance } = await call(() =>
        http.get<{ allowance: string }>('/v1/convert/allowance', {
          tokenAddress: chosen.from.address,
          userAddress: address,
        }),
      )
      // enough when at least the parsed source amount
      if (BigInt(allowance) < amount) {
        approval = await call(() =>
          http.get<BuiltTx>('/v1/convert/build-approve', {
            userAddress: address,
            from: chosen.from.address,
            to: chosen.to.address,
            amount: amount.toString(),
          }),
        )
      }
    }
    const built = await call(() =>
      http.post<BuiltTx>('/v1/convert/build-transaction', undefined, {
        amount: amount.toString(),
        slippage,
        from: chosen.from.address,
        to: chosen.to.address,
        userAddress: address,
        disableEstimate: Boolean(approval),
      }),
    )
    const provider = (await context.adapterFor('eip155').getProvider()) as Eip1193
    const chainId = Number(network.id)
    // the tier's price, read now (a tier the service cannot give leaves the price to the wallet, R-8.49)
    const tierPrice = gasTier ? (await gasPrice())?.[gasTier] : undefined
    const calls: WalletCall[] = [...(approval ? [approval.tx] : []), built.tx].map((tx) => ({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      gas: tx.gas ? BigInt(tx.gas) : undefined,
      gasPrice: tierPrice ? BigInt(tierPrice) : undefined,
    }))
    const end = deps.beginTransaction()
    let result: SwapResult
    try {
      if (approval && (await supportsAtomicBatch(provider, address, chainId))) {
        result = { hash: await sendCalls(provider, address, chainId, calls), batched: true, approved: true }
      } else {
        for (const approve of calls.slice(0, -1)) await sendTransaction(provider, address, approve)
        result = {
          hash: await sendTransaction(provider, address, calls[calls.length - 1]!),
          batched: false,
          approved: Boolean(approval),
        }
      }
    } finally {
      end()
    }
    deps.afterSend(result.hash)
    deps.refreshBalance()
    // the host app hears of it, and the cloud client counts it for the operator's swaps chart
    context.emitter.emit({
      type: 'SWAP_SUCCESS',
      data: {
        caipNetworkId: network.caipNetworkId,
        fromSymbol: chosen.from.symbol,
        toSymbol: chosen.to.symbol,
        hash: result.hash,
      },
    })
    return result
  }

  return { tokens, quote, gasPrice, swap }
}

export type SwapService = ReturnType<typeof createSwapService>
