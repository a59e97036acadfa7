// ProfileWallets (SPEC §1 ): every connection with its network, the active one marked, each switchable and
// deletable, and the recent wallets (core answers the empty result with multiWallet off, R-6.13).
import { truncateAddress } from '@latch/core'
import { useMemo } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export default function ProfileWallets() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  // re-read whenever connections, accounts or recent wallets change
  const watched = useLatchSelector((s) => ({
    connections: s.connections,
    accounts: s.accounts,
    recent: s.recentWallets,
  }))
  const wallets = useMemo(() => latch.getProfileWallets(), [latch, watched])
  return (
    <div className="stack">
      <h3 className="small muted">{t('profileConnected')}</h3>
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {wallets.connections.map((connection) => {
          const label = `${connection.name ?? connection.connectorId} ${truncateAddress(connection.address)}`
          return (
            <li
              key={`${connection.namespace}:${connection.connectorId}:${connection.address}`}
              className="row"
              style={{ justifyContent: 'space-between', gap: 8 }}
            >
              <span>
                <span>{connection.name ?? connection.connectorId}</span>{' '}
                <span className="mono">{truncateAddress(connection.address)}</span>
                {connection.caipNetwork && <span className="muted small"> · {connection.caipNetwork.name}</span>}
                {connection.active && <strong className="small"> · {t('profileActive')}</strong>}
              </span>
              <span className="row" style={{ gap: 4 }}>
                {!connection.active && (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t('profileSwitch', { name: label })}
                    onClick={() => void latch.switchConnection(connection).catch(() => undefined)}
                  >
                    ⇄
                  </button>
                )}
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('profileDelete', { name: label })}
                  onClick={() => void latch.deleteConnection(connection).catch(() => undefined)}
                >
                  ×
                </button>
              </span>
            </li>
          )
        })}
      </ul>
      <h3 className="small muted">{t('profileRecent')}</h3>
      {wallets.recent.length ? (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {wallets.recent.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="secondary"
                style={{ width: '100%' }}
                onClick={() => void latch.connect(wallet.id)}
              >
                {wallet.name ?? wallet.id}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('profileNone')}</p>
      )}
    </div>
  )
}
