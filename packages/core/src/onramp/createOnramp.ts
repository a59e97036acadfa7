// Buy with a card (SPEC §1, §7) as a feature whose work loads on first use (onrampActions.ts), so the
// instance's first chunk carries only this: the pop-up opens here, inside the visitor's click, before anything is
// loaded or awaited (pop-up blockers), blank and without an opener until the signed checkout URL arrives.
import type { InstanceContext } from '../instance/context.ts'
import type { OnrampOptions, OnrampPurchase, OnrampQuote, OnrampQuoteRequest } from './onrampTypes.ts'

/** the pop-up's name: a second purchase reuses the window rather than opening another */
export const ONRAMP_POPUP_NAME = 'latch-onramp'
const POPUP_FEATURES = 'popup=yes,width=480,height=720'

/** Buying crypto with a card or a bank account: the options, the quotes and the provider's checkout. */
export interface OnrampActions {
  /** what can be bought and paid with (GET /v1/onramp/options); SPEC's default list when the call fails */
  getOnrampOptions(): Promise<OnrampOptions>
  /** each provider's quote, fee included; an amount outside the payment method's limits is refused first */
  getOnrampQuotes(request: OnrampQuoteRequest, options?: OnrampOptions): Promise<OnrampQuote[]>
  /** call it synchronously from the click: opens the named pop-up at once, then the quote's provider checkout in it */
  openOnrampCheckout(quote: OnrampQuote): Promise<OnrampPurchase>
  /** resolves true once the account holds the bought amount more than before the checkout (false when aborted or
   * after `timeoutMs`); the balance is then refreshed */
  waitForOnrampFunds(
    purchase: OnrampPurchase,
    parameters?: { signal?: AbortSignal; intervalMs?: number; timeoutMs?: number },
  ): Promise<boolean>
}

export interface OnrampDeps {
  refreshBalance(): void
}

export function createOnramp(context: InstanceContext, deps: OnrampDeps): OnrampActions {
  let work: Promise<import('./onrampActions.ts').OnrampWork> | undefined
  const load = () => (work ??= import('./onrampActions.ts').then((module) => module.onrampActions(context, deps)))
  return {
    getOnrampOptions: () => load().then((actions) => actions.getOnrampOptions()),
    getOnrampQuotes: (request, options) => load().then((actions) => actions.getOnrampQuotes(request, options)),
    openOnrampCheckout(quote) {
      const popup = typeof window === 'undefined' ? null : window.open('about:blank', ONRAMP_POPUP_NAME, POPUP_FEATURES)
      // the provider's page gets no handle on this page (no reverse tab-nabbing)
      if (popup) popup.opener = null
      return load().then((actions) => actions.openOnrampCheckout(quote, popup))
    },
    waitForOnrampFunds: (purchase, parameters) =>
      load().then((actions) => actions.waitForOnrampFunds(purchase, parameters)),
  }
}
