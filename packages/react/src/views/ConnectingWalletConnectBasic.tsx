// ConnectingWalletConnectBasic view: the wallets a pairing link can open, as a plain list, with the QR code
// one step away (for apps that show WalletConnect without the full view).
import { useEffect, useMemo } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { usePairingUri } from '../hooks/usePairingUri.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { DeepLinks } from './ConnectingWalletConnect.tsx'
import { mobileWalletLinks } from './mobileWallets.ts'
import { usePairingWallets } from './usePairingWallets.ts'

export default function ConnectingWalletConnectBasic() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { uri } = usePairingUri()
  const { error, pairing } = useLatchSelector((state) => ({
    error: state.connectError,
    pairing: state.connectors.find((connector) => connector.type === 'WALLET_CONNECT'),
  }))
  const wallets = usePairingWallets(latch, true)
  const links = useMemo(() => mobileWalletLinks(wallets, uri ?? ''), [wallets, uri])
  // the list needs a link to hand over; a pairing starts (staying on this view) when it opens without one
  useEffect(() => {
    if (!uri && pairing && !error) void latch.connect(pairing.id).catch(() => undefined)
  }, [uri, pairing, error, latch])

  return (
    <div className="center">
      {error && (
        <p className="error" role="alert">
          {tr.error(error)}
        </p>
      )}
      {uri ? <DeepLinks links={links} /> : <p className="muted">{t('preparingLink')}</p>}
      {!uri || links.length ? null : <p className="muted small">{t('noMobileWallets')}</p>}
      {pairing && (
        <button
          type="button"
          className="secondary"
          onClick={() =>
            error
              ? void latch.connect(pairing.id)
              : latch.navigate('ConnectingWalletConnect', { connectorId: pairing.id })
          }
        >
          {error ? t('tryAgain') : t('showQrCode')}
        </button>
      )}
    </div>
  )
}
