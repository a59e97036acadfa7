// ConnectingExternal view: waits on the wallet; on failure shows core's error text and a retry.
import { findConnector } from '@latch/core/internal'
import { useLatchSelector } from '../useLatchSelector.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { ConnectFailed } from './ConnectFailed.tsx'
import { WalletIcon } from './WalletIcon.tsx'

export default function ConnectingExternal() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { connector, error } = useLatchSelector((state) => ({
    connector: findConnector(state.connectors, state.router.data.connectorId),
    error: state.connectError,
  }))
  const name = connector?.name ?? ''
  return (
    <div className="center" aria-busy={!error}>
      <WalletIcon name={name} src={connector?.imageUrl} large />
      <p className="big">{t('continueIn', { name })}</p>
      {error ? (
        <ConnectFailed error={error} retry={connector && (() => void latch.connect(connector.id, connector.chain))} />
      ) : (
        <p className="muted">{t('acceptRequest')}</p>
      )}
    </div>
  )
}
