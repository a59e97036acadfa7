// Connect view: the connect methods in SPEC §2 order — email, socials (embedded wallet) and the
// discovered wallets in group order with a way to all wallets.
import { type Connector, type Latch, orderWalletGroups, type RecentWallet } from '@latch/core'
import { Fragment, useMemo } from 'react'
import { useChunks } from '../chunks.ts'
import { connectMethods, visibleSocials } from '../embedded/connectMethods.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { type ConnectorGroupOptions, connectorGroups } from './connectorGroups.ts'
import { EmailForm } from './EmailForm.tsx'
import { Socials } from './Socials.tsx'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'

export default function Connect() {
  const { latch, connectors, listed, recentWallets, options } = useListedConnectors()
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
              label={UI.email}
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

function Wallets(props: {
  latch: Latch
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  options: ConnectorGroupOptions
}) {
  const { latch, connectors, recentWallets, options } = props
  const { loadView } = useChunks()
  // SPEC §6: the All Wallets entry is a feature of the app, on by default
  const allWallets = useLatchSelector((state) => Boolean(state.features.allWallets))
  const groups = useMemo(() => connectorGroups(connectors, recentWallets, options), [connectors, recentWallets, options])
  // WalletConnect is enabled when an adapter offers a pairing connector (evmAdapter({ pairing })); it goes first
  const walletConnectEnabled = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  const order = orderWalletGroups(groups, { walletConnectEnabled, typeOrder: latch.connectView.walletTypeOrder })

  return (
    <ul className="list">
      {order.flatMap((group) =>
        (groups[group] ?? []).map((connector) => (
          <li key={connector.id}>
            <WalletRow
              name={connector.name}
              icon={connector.imageUrl}
              tag={group === 'recent' ? UI.recent : group === 'injected' ? UI.installed : undefined}
              accentTag={group === 'recent'}
              onPrefetch={group === 'walletConnect' ? () => void loadView('ConnectingWalletConnect') : undefined}
              onClick={() => void latch.connect(connector.id)}
            />
          </li>
        )),
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
            <span className="wallet-icon placeholder" aria-hidden="true">
              ⋯
            </span>
            <span className="name">{UI.allWallets}</span>
          </button>
        </li>
      )}
    </ul>
  )
}
