// AllWallets view: a searchable, virtualised list over the catalogue (or the discovered wallets); an installed
// wallet connects, one that opens by a link pairs, any other opens its "Get <name>" page.
import { ALERTS, type CatalogueWallet } from '@latch/core'
import { SEARCH_DELAY_MS } from '@latch/core/internal'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef, useState } from '../reactBindings.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { allWalletItems, getWalletUrl, tagOf, type WalletItem } from './allWalletItems.ts'
import { useCatalogue } from '../hooks/useCatalogue.ts'
import { useDebounced } from './useDebounced.ts'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletIcon } from './WalletIcon.tsx'
import { WalletRow } from './WalletRow.tsx'

const ROW_HEIGHT = 52
const ROW_GAP = 6

export default function AllWallets() {
  const selected = useLatchSelector((state) => state.router.data.wallet as CatalogueWallet | undefined)
  return selected ? <GetWallet wallet={selected} /> : <WalletSearch />
}

function WalletSearch() {
  const { latch, listed } = useListedConnectors()
  const tr = useTranslator()
  const { t } = tr
  const [input, setInput] = useState('')
  const search = useDebounced(input.trim(), SEARCH_DELAY_MS)
  const catalogue = useCatalogue({ search })
  const isMobile = latch.isMobile()
  const items = useMemo(
    () => allWalletItems(listed, catalogue.wallets, search, isMobile),
    [listed, catalogue.wallets, search, isMobile],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    overscan: 8,
  })
  const virtualItems = virtualizer.getVirtualItems()
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1

  // the next page loads when the list is scrolled to its end
  useEffect(() => {
    if (lastIndex >= items.length - 1) catalogue.loadMore()
  }, [lastIndex, items.length, catalogue.loadMore])

  const choose = (item: WalletItem) => {
    if (item.connector) void latch.connect(item.connector.id)
    else if (item.wallet) void latch.connectWallet(item.wallet)
  }

  return (
    <div>
      <input
        className="search"
        type="search"
        aria-label={t('searchWallet')}
        placeholder={t('searchWallet')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the search box is what this view is for
        autoFocus
      />
      <div className="scroller" ref={scroller}>
        <ul className="list" style={{ display: 'block', position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualItems.map((row) => {
            const item = items[row.index] as WalletItem
            return (
              <li
                key={item.id}
                // insetInlineStart: the rows stay in place when the modal is laid out right to left
                style={{
                  position: 'absolute',
                  top: 0,
                  insetInlineStart: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                <WalletRow
                  name={item.name}
                  icon={item.icon}
                  brand={item.connector?.type === 'WALLET_CONNECT' && !item.icon ? 'walletConnect' : undefined}
                  tag={tagOf(t, item)}
                  accentTag={item.connector?.type === 'WALLET_CONNECT'}
                  onClick={() => choose(item)}
                  // as on Connect: the chain SDK loads on the first sign of intent toward a wallet
                  onPrefetch={latch.preloadAdapters}
                />
              </li>
            )
          })}
        </ul>
        {catalogue.loading && <p className="center muted small">{t('loadingWallets')}</p>}
        {catalogue.failed && (
          <p className="center error small" role="alert">
            {tr.alert(ALERTS.APKT003).description}
          </p>
        )}
        {!catalogue.loading && !catalogue.failed && items.length === 0 && (
          <p className="center muted">{t('noWalletsFound')}</p>
        )}
      </div>
    </div>
  )
}

function GetWallet({ wallet }: { wallet: CatalogueWallet }) {
  const { t } = useTranslator()
  const url = getWalletUrl(wallet)
  return (
    <div className="center">
      <WalletIcon name={wallet.name} src={wallet.image_url} large />
      <p className="big">{wallet.name}</p>
      <p className="muted">{t('notInstalled', { name: wallet.name })}</p>
      {url ? (
        <a className="primary" href={url} target="_blank" rel="noopener noreferrer">
          {t('getWallet', { name: wallet.name })}
        </a>
      ) : (
        <p className="muted small">{t('noLinkToGet')}</p>
      )}
    </div>
  )
}
