// The swap feature over the instance context: thin actions whose work loads with import() on first use, so the first
// paint carries none of it (not even the swap texts: the one used here is core's own). Without a cloud there is no
// quote service: 'Network not supported for Swaps'. Solana's gas tiers are the adapter's estimate, no cloud needed.
import type { InstanceContext } from '../instance/context.ts'
import type { SwapService, SwapServiceDeps } from './service.ts'
import type { SwapActions } from './types.ts'
import { ChainNotSupportedError } from '../errors/classes.ts'

export function createSwaps(context: InstanceContext, deps: SwapServiceDeps): SwapActions {
  let service: Promise<SwapService> | undefined
  const load = () => {
    if (!context.options.cloudUrl) return Promise.reject(new ChainNotSupportedError('SwapsNetworkUnsupported'))
    service ??= import('./service.ts').then(({ createSwapService }) => createSwapService(context, deps))
    return service
  }
  return {
    swapTokens: async () => (await load()).tokens(),
    swapQuote: async (parameters) => (await load()).quote(parameters),
    swapGasPrice: async () =>
      context.store.getState().activeNetwork.chainNamespace === 'solana'
        ? import('./solanaGasPrice.ts').then(({ solanaGasPrice }) => solanaGasPrice(context)).catch(() => null)
        : ((await load().catch(() => undefined))?.gasPrice() ?? null),
    swap: async (request) => (await load()).swap(request),
  }
}
