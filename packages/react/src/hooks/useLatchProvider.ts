// The connected wallet's own provider (EIP-1193 for eip155), for hosts that talk to it directly.
import type { ChainNamespace } from '@latch/core'
import { useEffect, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/**
 * The connected wallet's own provider (EIP-1193 on eip155), for code that talks to it directly.
 *
 * @example
 * ```tsx
 * const { walletProvider } = useLatchProvider<EIP1193Provider>('eip155')
 * ```
 */
export function useLatchProvider<T = unknown>(namespace?: ChainNamespace): { walletProvider?: T } {
  const latch = useLatchInstance()
  const { address, connectorId, active } = useLatchSelector((state) => {
    const account = state.accounts[namespace ?? state.activeNamespace]
    return { address: account?.address, connectorId: account?.connectorId, active: namespace ?? state.activeNamespace }
  })
  const [walletProvider, setWalletProvider] = useState<T>()
  useEffect(() => {
    let current = true
    if (!address) {
      setWalletProvider(undefined)
      return
    }
    // the provider changes with the connector, so it is fetched again when the connection does
    latch.getProvider(active).then(
      (provider) => current && setWalletProvider(provider as T),
      () => current && setWalletProvider(undefined),
    )
    return () => {
      current = false
    }
  }, [latch, active, address, connectorId])
  return { walletProvider }
}
