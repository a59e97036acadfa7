// Connect view: discovered wallets in SPEC §2 group order, then a way to all wallets.
import { orderWalletGroups } from '@latch/core'
import { useMemo } from 'react'
import { UI } from '../texts.ts'
import { connectorGroups } from './connectorGroups.ts'
import { loadView } from './loaders.ts'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'

export default function Connect() {
  const { latch, connectors, recentWallets, options } = useListedConnectors()
  const groups = useMemo(() => connectorGroups(connectors, recentWallets, options), [connectors, recentWallets, options])
  // WalletConnect is enabled when an adapter offers a pairing connector (evmAdapter({ pairing })); it goes first
  const walletConnectEnabled = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  const order = orderWalletGroups(groups, { walletConnectEnabled, typeOrder: latch.options.walletTypeOrder })

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
    </ul>
  )
}
