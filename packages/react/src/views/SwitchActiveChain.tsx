// SwitchActiveChain view (SPEC §2): the connected wallet does not speak the chosen network's namespace, so a wallet of
// that namespace is asked for; connecting one switches there (core keeps the network in the route).
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { namespaceWallets } from './namespaceWallets.ts'
import { useListedConnectors } from './useListedConnectors.ts'
import { WalletRow } from './WalletRow.tsx'

export default function SwitchActiveChain() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { listed } = useListedConnectors()
  const target = useLatchSelector((state) => {
    const wanted = state.router.data.network
    return state.networks.find((network) => network.caipNetworkId === wanted?.caipNetworkId)
  })
  if (!target) return null
  const wallets = namespaceWallets(listed, target.chainNamespace)
  return (
    <div className="stack">
      <p className="muted">{t('switchActiveChain', { network: target.name })}</p>
      {wallets.length ? (
        <ul className="list">
          {wallets.map((connector) => (
            <li key={connector.id}>
              <WalletRow
                name={connector.name}
                icon={connector.imageUrl}
                onClick={() => void latch.connect(connector.id, target.chainNamespace)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('noWalletForNamespace')}</p>
      )}
    </div>
  )
}
