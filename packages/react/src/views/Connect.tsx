// Connect view: the connect methods in SPEC §2 order — email, socials (embedded wallet) and the wallets in group
// order (walletConnect, recent, injected, featured, custom, external, recommended) with a way to all wallets.
import type { CatalogueWallet, Connector, Latch, RecentWallet, WalletGroup } from '@latch/core'
import { orderWalletGroups } from '@latch/core/internal'
import { Fragment, useMemo } from 'react'
import { useChunks } from '../chunks.ts'
import { connectMethods, visibleSocials } from '../embedded/connectMethods.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { type ConnectorGroupOptions, connectorGroups } from './connectorGroups.ts'
import { EmailForm } from './EmailForm.tsx'
import { Socials } from './Socials.tsx'
import { useConnectCatalogue } from './useConnectCatalogue.ts'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'

export default function Connect() {
  const { latch, connectors, listed, recentWallets, options } = useListedConnectors()
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const features = useLatchSelector((state) => ({ email: state.features.email, socials: state.features.socials }))
  const socials = useMemo(() => visibleSocials(features.socials, latch.connectView.socials), [features.socials, latch])
  const methods = connectMethods({
    configured: latch.connectView.methodsOrder,
    listed,
    connectors,
    emailFeature: features.email,
    socials,
  })

  return (
    <div className="stack">
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && <hr className="divider" />}
          {method === 'email' ? (
            <EmailForm
              label={t('email')}
              submit={latch.connectEmail}
              onFocus={() => {
                void loadView('EmailLogin')
                latch.preloadEmbeddedWallet()
              }}
            />
          ) : method === 'social' ? (
            <Socials providers={socials} />
          ) : (
            <Wallets latch={latch} connectors={connectors} recentWallets={recentWallets} options={options} />
          )}
        </Fragment>
      ))}
    </div>
  )
}

type Row = { connector: Connector; wallet?: undefined } | { wallet: CatalogueWallet; connector?: undefined }

/** SPEC's tags: WalletConnect offers a QR code, a discovered wallet is installed, a recent one says so */
function tagOf(t: Translator['t'], group: WalletGroup, connector?: Connector): string | undefined {
  if (group === 'walletConnect') return t('tag.qrCode')
  if (group === 'recent') return t('tag.recent')
  if (group === 'injected' && connector?.installed !== false) return t('tag.installed')
  return undefined
}

function Wallets(props: {
  latch: Latch
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  options: ConnectorGroupOptions
}) {
  const { latch, connectors, recentWallets, options } = props
  const { t } = useTranslator()
  const { loadView } = useChunks()
  // SPEC §6: the All Wallets entry is a feature of the app, on by default
  const allWallets = useLatchSelector((state) => Boolean(state.features.allWallets))
  const catalogue = useConnectCatalogue(latch, connectors, recentWallets)
  const groups = useMemo(() => {
    const discovered = connectorGroups(connectors, recentWallets, options)
    const rows: Partial<Record<WalletGroup, Row[]>> = {}
    for (const [group, list] of Object.entries(discovered) as [WalletGroup, Connector[]][]) rows[group] = list.map((connector) => ({ connector }))
    for (const group of ['featured', 'custom', 'recommended'] as const) rows[group] = catalogue[group].map((wallet) => ({ wallet }))
    return rows
  }, [connectors, recentWallets, options, catalogue])
  // WalletConnect is enabled when an adapter offers a pairing connector (evmAdapter({ pairing })); it goes first
  const walletConnectEnabled = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  const order = orderWalletGroups(groups, { walletConnectEnabled, typeOrder: latch.connectView.walletTypeOrder })

  return (
    <ul className="list">
      {order.flatMap((group) =>
        (groups[group] ?? []).map((row) =>
          row.connector ? (
            <li key={row.connector.id}>
              <WalletRow
                name={row.connector.name}
                icon={row.connector.imageUrl}
                brand={group === 'walletConnect' && !row.connector.imageUrl ? 'walletConnect' : undefined}
                tag={tagOf(t, group, row.connector)}
                accentTag={group === 'recent' || group === 'walletConnect'}
                onPrefetch={group === 'walletConnect' ? () => void loadView('ConnectingWalletConnect') : undefined}
                onClick={() => void latch.connect(row.connector.id)}
              />
            </li>
          ) : (
            <li key={`${group}:${row.wallet.id}`}>
              <WalletRow
                name={row.wallet.name}
                icon={row.wallet.image_url}
                onPrefetch={() => void loadView('AllWallets')}
                // not installed here: its page says how to get it
                onClick={() => latch.navigate('AllWallets', { wallet: row.wallet })}
              />
            </li>
          ),
        ),
      )}
      {allWallets && (
        <li>
          <button
            type="button"
            className="row"
            onPointerEnter={() => void loadView('AllWallets')}
            onFocus={() => void loadView('AllWallets')}
            onClick={() => latch.navigate('AllWallets')}
          >
            <span className="wallet-icon grid-icon" aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
            </span>
            <span className="name">{t('allWallets')}</span>
          </button>
        </li>
      )}
    </ul>
  )
}
