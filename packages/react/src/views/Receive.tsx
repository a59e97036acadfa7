// Receive view: the address as a QR code (SVG geometry from uqr, never markup), as text, and copyable.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { copyAddress } from './copyAddress.ts'
import { QrCode } from './QrCode.tsx'

export default function Receive() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { address, network } = useLatchSelector((state) => ({
    address: state.accounts[state.activeNamespace]?.address,
    network: state.activeNetwork.name,
  }))
  if (!address) return null

  return (
    <div className="center">
      <QrCode value={address} label={t('qrCodeFor', { address })} />
      <p className="mono">{address}</p>
      <button
        type="button"
        className="secondary"
        onClick={(event) => void copyAddress(latch, address, event.currentTarget, t)}
      >
        {t('copyAddress')}
      </button>
      <p className="muted small">{t('receiveHint', { network })}</p>
    </div>
  )
}
