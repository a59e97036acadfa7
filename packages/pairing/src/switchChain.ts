// Chain switch over a pairing session (SPEC §7): wallet_switchEthereumChain, and on an unrecognised
// chain wallet_addEthereumChain with chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls.
import { ChainNotSupportedError, isUserRejection, type Network } from '@latch/core'

export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>

/**
 * 4902, or a wallet that says so in words (some wrap the code away)
 *
 * @example
 * ```ts
 * if (isUnrecognisedChain(error)) await walletRequest('wallet_addEthereumChain', [addEthereumChainParameter(base)])
 * ```
 */
export function isUnrecognisedChain(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if ((e as { code?: unknown }).code === 4902) return true
    const message = String((e as { message?: unknown }).message ?? '')
    if (/unrecogni[sz]ed chain/i.test(message)) return true
    e = (e as { cause?: unknown }).cause ?? (e as { data?: { originalError?: unknown } }).data?.originalError
  }
  return false
}

export const toHexChainId = (id: number | string) => `0x${Number(id).toString(16)}`

/**
 * The `wallet_addEthereumChain` parameter of a network: what a paired wallet needs to add a chain it does not know.
 *
 * @example
 * ```ts
 * await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(base)] })
 * ```
 */
export function addEthereumChainParameter(network: Network) {
  return {
    chainId: toHexChainId(network.id),
    rpcUrls: [...network.rpcUrls.default.http],
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : [],
  }
}

/** asks the wallet to switch; adds the chain when the wallet does not know it; a wallet that
 * cannot add it either does not support the chain (SPEC §8), unless the visitor said no
 *
 * @example
 * ```ts
 * await switchPairingChain((method, params) => provider.request({ method, params }), base)
 * ```
 */
export async function switchPairingChain(request: WalletRequest, network: Network): Promise<void> {
  try {
    await request('wallet_switchEthereumChain', [{ chainId: toHexChainId(network.id) }])
  } catch (error) {
    if (!isUnrecognisedChain(error)) throw error
    try {
      await request('wallet_addEthereumChain', [addEthereumChainParameter(network)])
    } catch (addError) {
      if (isUserRejection(addError)) throw addError
      throw new ChainNotSupportedError('ChainNotSupported', { cause: addError })
    }
  }
}
