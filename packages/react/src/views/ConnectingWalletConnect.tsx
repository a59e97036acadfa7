// ConnectingWalletConnect view: the pairing link as a QR code (SVG geometry from uqr, never markup), a copy
// button, and on mobile one deep link per catalogue wallet. Core replaces the link before it expires.
import { useMemo } from 'react'
import { useLatchInstance } from '../context.ts'
import { usePairingUri } from '../hooks/usePairingUri.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { ConnectFailed } from './ConnectFailed.tsx'
import { copyText } from './copyText.ts'
import { type MobileWalletLink, mobileWalletLinks } from './mobileWallets.ts'
import { QrCode } from './QrCode.tsx'
import { usePairingWallets } from './usePairingWallets.ts'
import { WalletRow } from './WalletRow.tsx'

export default function ConnectingWalletConnect() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { uri } = usePairingUri()
  const { error, connectorId } = useLatchSelector((state) => ({
    error: state.connectError,
    connectorId: state.router.data.connectorId,
  }))
  const mobile = latch.isMobile()
  const wallets = usePairingWallets(latch, mobile)
  const links = useMemo(() => (uri ? mobileWalletLinks(wallets, uri) : []), [wallets, uri])

  if (error)
    return (
      <div className="center">
        <ConnectFailed error={error} retry={connectorId ? () => void latch.connect(connectorId) : undefined} />
      </div>
    )

  return (
    <div className="center" aria-busy={!uri}>
      {uri ? (
        <>
          <QrCode value={uri} label={t('pairingQrCode')} />
          <p className="muted small">{t('scanWithPhone')}</p>
          <button
            type="button"
            className="secondary"
            onClick={() => void copyText(latch, uri, { done: t('linkCopied'), failed: t('linkCopyFailed') })}
          >
            {t('copyLink')}
          </button>
          {mobile && <DeepLinks links={links} />}
        </>
      ) : (
        <p className="muted">{t('preparingLink')}</p>
      )}
    </div>
  )
}

/** one button per wallet; the choice is stored (SPEC §3) before the wallet app opens */
export function DeepLinks({ links }: { links: readonly MobileWalletLink[] }) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  if (!links.length) return null
  return (
    <ul className="list">
      {links.map((link) => (
        <li key={link.id}>
          <WalletRow
            name={t('openWallet', { name: link.name })}
            icon={link.icon}
            onClick={() => {
              latch.setDeepLinkChoice({ name: link.name, href: link.href })
              window.location.href = link.redirect
            }}
          />
        </li>
      ))}
    </ul>
  )
}
