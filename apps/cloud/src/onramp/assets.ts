// What can be bought: each configured chain's native currency and its listed tokens (metadata read once over RPC),
// priced from config.prices. SPEC groups them by currency, each with the networks it is sold on.
import type { CloudContext } from '../context.ts'
import { caip2 } from '../chain/chains.ts'
import { priceOf } from '../chain/prices.ts'
import { fungibleTokens } from '../chain/tokens.ts'
import type { OnrampAsset, OnrampProvider } from './provider.ts'

export async function onrampAssets(context: CloudContext): Promise<OnrampAsset[]> {
  const assets: OnrampAsset[] = []
  for (const chain of context.config.chains) {
    const base = {
      network: caip2(chain.chainId),
      networkName: chain.name,
      chainId: chain.chainId,
      testnet: chain.testnet,
    }
    assets.push({
      ...base,
      symbol: chain.nativeCurrency.symbol,
      name: chain.nativeCurrency.name,
      asset: `${base.network}/slip44:60`,
      contractAddress: null,
      decimals: chain.nativeCurrency.decimals,
      priceUsd: priceOf(context, chain.chainId, 'native'),
    })
    // a node that does not answer leaves its tokens out, not the whole list
    const tokens = await fungibleTokens(context, chain.chainId, chain.tokens).catch(() => new Map())
    for (const token of tokens.values()) {
      if (!token.symbol || token.decimals === null) continue
      assets.push({
        ...base,
        symbol: token.symbol,
        name: token.name ?? token.symbol,
        asset: `${base.network}/erc20:${token.address}`,
        contractAddress: token.address,
        decimals: token.decimals,
        priceUsd: priceOf(context, chain.chainId, token.address),
      })
    }
  }
  return assets
}

/** SPEC: purchase currencies { id, name, symbol, networks } of the assets some provider sells */
export function purchaseCurrencies(assets: OnrampAsset[], providers: OnrampProvider[]) {
  const bySymbol = new Map<string, { id: string; name: string; symbol: string; networks: object[] }>()
  for (const asset of assets) {
    if (!providers.some((provider) => provider.sells(asset))) continue
    let currency = bySymbol.get(asset.symbol)
    if (!currency)
      bySymbol.set(
        asset.symbol,
        (currency = { id: asset.symbol, name: asset.name, symbol: asset.symbol, networks: [] }),
      )
    currency.networks.push({
      name: asset.network,
      display_name: asset.networkName,
      chain_id: String(asset.chainId),
      contract_address: asset.contractAddress,
      decimals: asset.decimals,
      asset: asset.asset,
    })
  }
  return [...bySymbol.values()]
}

/** SPEC: the payment currencies any provider takes, each with the widest limits offered per method */
export function paymentCurrencies(providers: OnrampProvider[]) {
  const byId = new Map<string, Map<string, { id: string; min: string; max: string }>>()
  for (const provider of providers) {
    for (const currency of provider.paymentCurrencies()) {
      const methods = byId.get(currency.id) ?? new Map()
      byId.set(currency.id, methods)
      for (const method of currency.payment_method_limits) {
        const known = methods.get(method.id)
        methods.set(
          method.id,
          known
            ? {
                id: method.id,
                min: String(Math.min(Number(known.min), Number(method.min))),
                max: String(Math.max(Number(known.max), Number(method.max))),
              }
            : { ...method },
        )
      }
    }
  }
  return [...byId.entries()].map(([id, methods]) => ({ id, payment_method_limits: [...methods.values()] }))
}
