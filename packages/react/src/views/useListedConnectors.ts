// The discovered connectors the wallet lists may show, with the options SPEC §5 hiding depends on.
import type { Latch } from '@latch/core'
import { useMemo } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { type ConnectorGroupOptions, isListedWallet } from '@latch/core/internal'

export function connectorOptions(latch: Latch): ConnectorGroupOptions {
  return {
    isMobile: latch.isMobile(),
    hasInjectedProvider: typeof window !== 'undefined' && 'ethereum' in window,
    excluded: latch.connectView.excludeWalletIds,
  }
}

export function useListedConnectors() {
  const latch = useLatchInstance()
  const { connectors, recentWallets } = useLatchSelector((state) => ({
    connectors: state.connectors,
    recentWallets: state.recentWallets,
  }))
  const options = useMemo(() => connectorOptions(latch), [latch])
  const listed = useMemo(() => connectors.filter((c) => isListedWallet(c, options)), [connectors, options])
  return { latch, connectors, listed, recentWallets, options }
}
