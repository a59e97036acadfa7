// ConnectingFarcaster view: the frame's Sign In With Farcaster link as a QR code, a link into the Farcaster app
// and a copy button; core connects once the person approves in the app, or shows the failure here.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { ConnectFailed } from './ConnectFailed.tsx'
import { CopyLinkButton } from './CopyLinkButton.tsx'
import { QrCode } from './QrCode.tsx'
import { appLinkUrl } from '@latch/core/internal'

export default function ConnectingFarcaster() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { url, error } = useLatchSelector((state) => ({ url: state.embedded.farcasterUrl, error: state.connectError }))

  if (error)
    return (
      <div className="center">
        <ConnectFailed error={error} retry={() => void latch.connectFarcaster().catch(() => undefined)} />
      </div>
    )

  if (!url)
    return (
      <div className="center" aria-busy="true">
        <p className="muted" role="status">
          {t('preparing')}
        </p>
      </div>
    )

  // the frame checks the link too; a page must still never render a script URL it was handed
  const href = appLinkUrl(url, 'farcaster:')
  return (
    <div className="center">
      <QrCode value={url} label={t('farcasterQrCode')} />
      <p className="muted small">{t('scanWithFarcaster')}</p>
      {href && (
        <a className="primary" href={href} target="_blank" rel="noopener noreferrer">
          {t('openInFarcaster')}
        </a>
      )}
      <CopyLinkButton link={url} />
    </div>
  )
}
