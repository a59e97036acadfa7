// Balances of the active account: the cloud's balance API first, the adapter's RPC after (SPEC §7), the app's
// tokens beside the native coin, and a 30 s wait after a failure (SPEC §8 'Token Balance Unavailable').
import { cachesOf } from '../caches.ts'
import type { Balance } from '../adapter.ts'
import { toCaipAddress } from '../caip.ts'
import { BALANCE_RETRY_MS } from '../constants.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { BalanceActions } from '../latchApi.ts'
import type { ChainNamespace, Network, TokenBalance } from '../types.ts'
import { coreToast } from '../modal/coreToast.ts'

export interface BalancesDeps {
  /** the cloud's balances of an address on a network; absent without a cloudUrl */
  cloudBalances?: (address: string, network: Network, force: boolean) => Promise<TokenBalance[]>
}

/** How `fetchBalance` reads the balance. */
export interface FetchBalanceParameters {
  /** skip the caches and the retry wait (after a send) */
  force?: boolean
  /** a background refresh: a failure shows no toast (the next refresh tries again) */
  quiet?: boolean
}

export function createBalances(context: InstanceContext, deps: BalancesDeps): BalanceActions {
  const { store, options, account, adapterFor } = context
  const caches = cachesOf(context.storage)
  const { cloudBalances } = deps
  let retryAt = 0
  const configuredTokens = (network: Network) => options.tokens?.[network.caipNetworkId] ?? []

  async function fetchBalance({ force = false, quiet = false }: FetchBalanceParameters = {}): Promise<void> {
    const state = store.getState()
    const address = account()?.address
    if (!address || state.unsupportedNetwork || (!force && Date.now() < retryAt)) return
    const network = state.activeNetwork
    if (cloudBalances && (await fetchCloudBalance(cloudBalances, address, network, force))) return
    const adapter = adapterFor(network.chainNamespace)
    const caipAddress = toCaipAddress(network, address)
    try {
      const cached = force ? undefined : caches.nativeBalance.get(caipAddress)?.balance
      const native = cached
        ? { ...(cached as Balance & { value: string }), value: BigInt((cached as { value: string }).value) }
        : await adapter.getBalance({ address, network })
      caches.nativeBalance.set({ caipAddress, balance: { ...native, value: native.value.toString() } })
      const tokens = await readTokenBalances(address, network, configuredTokens(network))
      if (store.getState().activeNetwork.caipNetworkId !== network.caipNetworkId) return
      store.setState({
        balance: { value: native.value, decimals: native.decimals, symbol: native.symbol },
        tokenBalances: [toTokenBalance(native, network), ...tokens],
      })
    } catch {
      if (quiet) return
      retryAt = Date.now() + BALANCE_RETRY_MS
      store.setState({ toast: coreToast('tokenBalanceUnavailable', 'error') })
    }
  }

  /** the app's configured tokens, read over the adapter (RPC); price unknown here; a token whose chain keeps no
   * symbol (an SPL mint) takes the app's */
  function readTokenBalances(
    address: string,
    network: Network,
    tokens: readonly { address: string; symbol?: string; name?: string }[],
  ) {
    const adapter = adapterFor(network.chainNamespace)
    return Promise.all(
      tokens.map(async (token) => {
        const read = await adapter.getBalance({ address, network, tokenAddress: token.address })
        const symbol = read.symbol || token.symbol || ''
        return toTokenBalance({ ...read, symbol, name: read.name || token.name || symbol }, network, token.address)
      }),
    )
  }

  /** balances from the cloud plus app tokens it does not list; false to use RPC instead */
  async function fetchCloudBalance(
    cloudBalances: NonNullable<BalancesDeps['cloudBalances']>,
    address: string,
    network: Network,
    force: boolean,
  ): Promise<boolean> {
    try {
      const balances = await cloudBalances(address, network, force)
      const native = balances.find((balance) => !balance.address)
      if (!native) return false
      const listed = new Set(balances.map((balance) => balance.address?.toLowerCase()))
      const missing = await readTokenBalances(
        address,
        network,
        configuredTokens(network).filter((token) => !listed.has(token.address.toLowerCase())),
      )
      if (store.getState().activeNetwork.caipNetworkId !== network.caipNetworkId) return true
      store.setState({
        balance: {
          value: BigInt(native.quantity.numeric),
          decimals: Number(native.quantity.decimals),
          symbol: native.symbol,
        },
        tokenBalances: [...balances, ...missing],
      })
      return true
    } catch {
      // the cloud is down or does not know this chain: the adapter's RPC balances stand in
      return false
    }
  }

  /** the network a namespace's account is on (its CAIP address), else the namespace's first configured one */
  function networkOfAccount(namespace: ChainNamespace): Network | undefined {
    const reference = account(namespace)?.caipAddress?.split(':')[1]
    const candidates = context.networksOf(namespace)
    return candidates.find((network) => String(network.id) === reference) ?? candidates[0]
  }

  async function getBalance({
    namespace = store.getState().activeNamespace,
    tokenAddress,
  }: {
    namespace?: ChainNamespace
    tokenAddress?: string
  } = {}) {
    const address = account(namespace)?.status === 'connected' ? account(namespace)?.address : undefined
    const network = networkOfAccount(namespace)
    if (!address || !network) return undefined
    return adapterFor(namespace).getBalance({ address, network, ...(tokenAddress ? { tokenAddress } : {}) })
  }

  return { fetchBalance, getBalance }
}

function toTokenBalance(balance: Balance, network: Network, address?: string): TokenBalance {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: network.caipNetworkId,
    ...(address ? { address } : {}),
    price: 0,
    quantity: { decimals: String(balance.decimals), numeric: balance.value.toString() },
  }
}
