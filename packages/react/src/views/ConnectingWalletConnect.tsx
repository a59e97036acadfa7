// ConnectingWalletConnect view: the pairing link as a QR code (SVG geometry from uqr, never markup), a copy
// button, and on mobile one deep link per catalogue wallet; for a catalogue wallet picked from a list, that wallet's
// own "Open" link instead (its phone app on a phone, its desktop app on a computer). Core replaces the link before it
// expires.
import type { CatalogueWallet } from '@latch/core'
import { handOff, phoneStore } from '@latch/core/internal'
import { useMemo } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { usePairingUri } from '../hooks/usePairingUri.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { getWalletUrl } from './allWalletItems.ts'
import { ConnectFailed } from './ConnectFailed.tsx'
import { CopyLinkButton } from './CopyLinkButton.tsx'
import { type MobileWalletLink, mobileWalletLinks } from './mobileWallets.ts'
import { QrCode } from './QrCode.tsx'
import { usePairingWallets } from './usePairingWallets.ts'
import { WalletRow } from './WalletRow.tsx'

export default function ConnectingWalletConnect() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { uri } = usePairingUri()
  const { error, connectorId, chosen } = useLatchSelector((state) => ({
    error: state.connectError,
    connectorId: state.router.data.connectorId,
    chosen: state.router.data.wallet as CatalogueWallet | undefined,
  }))
  const mobile = latch.isMobile()
  const wallets = usePairingWallets(latch, mobile && !chosen)
  const links = useMemo(() => (uri ? mobileWalletLinks(chosen ? [chosen] : wallets, uri) : []), [chosen, wallets, uri])
  // a computer opens the chosen wallet's desktop app, when it has one
  const desktopLink = chosen && !mobile && uri ? latch.getWalletLinks(chosen).desktop : undefined
  // for a visitor who does not have it yet: a phone's store, or a computer's extension store or website
  const getUrl = chosen
    ? mobile
      ? phoneStore(latch.getWalletLinks(chosen), navigator.userAgent)
      : getWalletUrl(chosen)
    : undefined

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
          <CopyLinkButton link={uri} />
          {mobile && <DeepLinks links={links} />}
          {desktopLink && chosen && (
            <a className="primary" href={desktopLink}>
              {t('openWallet', { name: chosen.name })}
            </a>
          )}
          {getUrl && chosen && (
            <a className="text-link" href={getUrl} target="_blank" rel="noopener noreferrer">
              {t('getWallet', { name: chosen.name })}
            </a>
          )}
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
              // never nothing: a wallet that is not installed gets its universal link, then its store
              handOff(link.ladder, {
                open: (url) => {
                  window.location.href = url
                },
                left: () => document.visibilityState === 'hidden',
              })
            }}
          />
        </li>
      ))}
    </ul>
  )
}
