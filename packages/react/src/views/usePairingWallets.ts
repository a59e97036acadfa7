// The first catalogue page's wallets with mobile links, for the pairing views (loaded once per view).
import type { CatalogueWallet, Latch } from '@latch/core'
import { WALLETS_PAGE_SIZE } from '@latch/core/internal'
import { useEffect, useState } from '../reactBindings.ts'

export function usePairingWallets(latch: Latch, enabled: boolean): CatalogueWallet[] {
  const [wallets, setWallets] = useState<CatalogueWallet[]>([])
  useEffect(() => {
    if (!enabled || !latch.catalogue) return
    let live = true
    latch.catalogue
      .getWallets({ page: 1, entries: WALLETS_PAGE_SIZE })
      .then((page) => live && setWallets(page.data.filter((wallet) => wallet.mobile_link)))
      // without the catalogue the QR code still works; the deep link list stays empty
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [latch, enabled])
  return wallets
}
