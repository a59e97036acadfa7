// The onramp's work, loaded on first use (createOnramp.ts): the options (a default list when the call fails, R-8.48),
// quotes per provider within the limits, the checkout URL into the pop-up opened in the click, and
// the balance watched until the bought funds arrive. No message crosses windows: the modal learns from the chain.
import { createCloudHttp, errorText } from '../cloud/http.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import type { InstanceContext } from '../instance/context.ts'
import { parseAssetId } from '../pay/assetId.ts'
import type { Network } from '../types.ts'
import { defaultOnrampOptions, ONRAMP_ERROR_TEXTS, onrampAmountProblem } from './onrampDefaults.ts'
import type { OnrampOptions, OnrampPurchase, OnrampQuote, OnrampQuoteRequest } from './onrampTypes.ts'
import type { OnrampActions, OnrampDeps } from './createOnramp.ts'
import { findLatchError } from '../errors/base.ts'
import { ConnectionError, InvalidInputError, latchError, OnrampError } from '../errors/classes.ts'
import { addErrorTexts } from '../errors/codes.ts'

/** a failure of the onramp's cloud calls: its own code when it has one, else the cloud's words under CloudRefused */
function cloudFailure(error: unknown) {
  return findLatchError(error) ?? latchError('CloudRefused', { params: { reason: errorText(error) }, cause: error })
}
export interface OnrampWork extends Omit<OnrampActions, 'openOnrampCheckout'> {
  /** the checkout URL into the pop-up the click opened (null: blocked) */
  openOnrampCheckout(quote: OnrampQuote, popup: Window | null): Promise<OnrampPurchase>
}

export function onrampActions(context: InstanceContext, deps: OnrampDeps): OnrampWork {
  addErrorTexts(ONRAMP_ERROR_TEXTS)
  const { options } = context
  const http = () => {
    if (!options.cloudUrl || !options.projectId)
      throw latchError('InvalidOption', { params: { reason: 'No cloudUrl is configured' } })
    return createCloudHttp({
      cloudUrl: options.cloudUrl,
      projectId: options.projectId,
      sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
  }

  /** the configured network, the account's address on it and the asset's token address */
  function target(quote: Pick<OnrampQuote, 'network' | 'asset'>) {
    const network = context.networks.find((candidate) => candidate.caipNetworkId === quote.network)
    const address = network && context.account(network.chainNamespace)?.address
    if (!network || !address) throw new ConnectionError('OnrampNoAccount')
    return { network, address, tokenAddress: parseAssetId(quote.asset)?.tokenAddress }
  }

  const balanceOf = async (network: Network, address: string, tokenAddress: string | undefined) =>
    (await context.adapterFor(network.chainNamespace).getBalance({ address, network, tokenAddress })).value

  async function getOnrampOptions(): Promise<OnrampOptions> {
    try {
      return await http().get<OnrampOptions>('v1/onramp/options')
    } catch {
      return defaultOnrampOptions(context.networks)
    }
  }

  async function getOnrampQuotes(request: OnrampQuoteRequest, known?: OnrampOptions): Promise<OnrampQuote[]> {
    const problem = onrampAmountProblem(known ?? defaultOnrampOptions(context.networks), request)
    if (problem)
      throw problem.kind === 'invalid'
        ? new InvalidInputError('OnrampInvalidAmount')
        : new InvalidInputError('OnrampOutOfRange', {
            params: { min: problem.min, max: problem.max, currency: problem.currency },
          })
    try {
      const { quotes } = await http().post<{ quotes: OnrampQuote[] }>('v1/onramp/quote', undefined, {
        ...request,
        amount: request.amount.trim().replace(',', '.'),
      })
      if (!quotes.length) throw new OnrampError('OnrampNoQuotes')
      return quotes
    } catch (error) {
      throw cloudFailure(error)
    }
  }

  async function openOnrampCheckout(quote: OnrampQuote, popup: Window | null): Promise<OnrampPurchase> {
    try {
      const { network, address, tokenAddress } = target(quote)
      if (!popup) throw new OnrampError('OnrampPopupBlocked')
      const balanceBefore = await balanceOf(network, address, tokenAddress)
      const made = await http().post<{ url: string; purchaseId: string; quote: OnrampQuote }>(
        'v1/generators/onrampurl',
        undefined,
        {
          provider: quote.provider,
          purchaseCurrency: quote.purchaseCurrency,
          paymentCurrency: quote.paymentCurrency,
          amount: quote.paymentTotal,
          network: quote.network,
          paymentMethod: quote.paymentMethod,
          address,
        },
      )
      const url = new URL(made.url)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OnrampError('OnrampNoQuotes')
      popup.location.href = url.toString()
      return { purchaseId: made.purchaseId, quote: made.quote, address, balanceBefore: balanceBefore.toString() }
    } catch (error) {
      popup?.close()
      throw cloudFailure(error)
    }
  }

  async function waitForOnrampFunds(
    purchase: OnrampPurchase,
    parameters: { signal?: AbortSignal; intervalMs?: number; timeoutMs?: number } = {},
  ) {
    const { network, tokenAddress } = target(purchase.quote)
    const wanted = BigInt(purchase.balanceBefore) + BigInt(purchase.quote.purchaseAmountBase)
    const deadline = Date.now() + (parameters.timeoutMs ?? 30 * 60_000)
    while (!parameters.signal?.aborted && Date.now() < deadline) {
      const held = await balanceOf(network, purchase.address, tokenAddress).catch(() => undefined)
      if (held !== undefined && held >= wanted) {
        deps.refreshBalance()
        return true
      }
      await new Promise((resolve) => setTimeout(resolve, parameters.intervalMs ?? 1000))
    }
    return false
  }

  return { getOnrampOptions, getOnrampQuotes, openOnrampCheckout, waitForOnrampFunds }
}
