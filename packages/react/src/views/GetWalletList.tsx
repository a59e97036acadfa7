// "Get a wallet" (help): the catalogue's first wallets, each with its app-store, extension and website links —
// catalogue data, so names are text and links are http(s) only.
import type { CatalogueWallet } from '@latch/core'
import { useEffect, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { walletStoreLinks } from './allWalletItems.ts'
import { preloadImages, WALLETS_PAGE_SIZE } from '@latch/core/internal'
import { WalletIcon } from './WalletIcon.tsx'

export default function GetWalletList() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const [wallets, setWallets] = useState<CatalogueWallet[]>()

  useEffect(() => {
    const { catalogue } = latch
    if (!catalogue) return setWallets([])
    let live = true
    catalogue
      .getWallets({ page: 1, entries: WALLETS_PAGE_SIZE })
      .then(async ({ data }) => {
        const linked = data.filter((wallet) => walletStoreLinks(wallet).length > 0)
        await preloadImages(linked.map((wallet) => wallet.image_url))
        if (live) setWallets(linked)
      })
      .catch(() => live && setWallets([]))
    return () => {
      live = false
    }
  }, [latch])

  return (
    <div className="stack">
      <p className="muted">{t('getWalletIntro')}</p>
      {!wallets ? (
        <p className="center muted small">{t('loadingWallets')}</p>
      ) : wallets.length === 0 ? (
        <p className="center muted">{t('noWalletsFound')}</p>
      ) : (
        <ul className="list get-wallets">
          {wallets.map((wallet) => (
            <li key={wallet.id} className="get-wallet">
              <WalletIcon name={wallet.name} src={wallet.image_url} />
              <span className="get-wallet-body">
                <span className="name">{wallet.name}</span>
                <ul className="store-links" aria-label={wallet.name}>
                  {walletStoreLinks(wallet).map((link) => (
                    <li key={link.key}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {t(link.key)}
                      </a>
                    </li>
                  ))}
                </ul>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
