// Connect's catalogue groups (SPEC §2): featured and recommended from the catalogue, custom from the app, none of them
// a wallet the visitor already sees (SPEC §5); their first images are preloaded (SPEC §9) before they show.
import type { CatalogueWallet, Connector, Latch, RecentWallet } from '@latch/core'
import {
  featuredWallets,
  isWalletExcluded,
  type KnownWallet,
  recommendedWallets,
  withoutKnownWallets,
} from '@latch/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { preloadImages } from './preloadImages.ts'

export interface CatalogueGroups {
  featured: CatalogueWallet[]
  custom: CatalogueWallet[]
  recommended: CatalogueWallet[]
}

/** announced connectors and recent wallets, as SPEC §5 matches them */
export function knownWallets(connectors: readonly Connector[], recent: readonly RecentWallet[]): KnownWallet[] {
  const announced = connectors
    // an EXTERNAL connector (Coinbase, Safe) is the catalogue's wallet of the same rdns or id, listed once
    .filter((connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN' || connector.type === 'EXTERNAL')
    .map((connector) => ({ rdns: connector.info?.rdns, name: connector.name, explorerId: connector.explorerId }))
  return [...announced, ...recent.map((wallet) => ({ rdns: wallet.rdns, explorerId: wallet.id }))]
}

export function useConnectCatalogue(latch: Latch, connectors: readonly Connector[], recent: readonly RecentWallet[]): CatalogueGroups {
  const known = useMemo(() => knownWallets(connectors, recent), [connectors, recent])
  // the request depends on which wallets are known, not on the connectors' object identities
  const knownKey = JSON.stringify(known)
  const [lists, setLists] = useState<Omit<CatalogueGroups, 'custom'>>({ featured: [], recommended: [] })
  const settings = latch.connectView
  const isMobile = latch.isMobile()

  // biome-ignore lint/correctness/useExhaustiveDependencies: knownKey stands for known
  useEffect(() => {
    const { catalogue } = latch
    if (!catalogue) return
    let live = true
    const context = { known, isMobile }
    Promise.all([featuredWallets(catalogue, settings, context), recommendedWallets(catalogue, settings, context)])
      .then(async ([featured, recommended]) => {
        await preloadImages([...featured, ...recommended].map((wallet) => wallet.image_url))
        if (live) setLists({ featured, recommended })
      })
      // without the catalogue Connect still lists the discovered wallets
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [latch, knownKey, isMobile])

  const custom = useMemo(
    () => withoutKnownWallets(settings.customWallets ?? [], known, { isMobile }).filter((wallet) => !isWalletExcluded(wallet, settings.excludeWalletIds)),
    [settings, known, isMobile],
  )
  return { ...lists, custom }
}
