// At the top of Connect inside another app's browser: in a social app's web view, which opens no wallet app, a way out
// to the visitor's own browser (a link on Android, the page's address to copy elsewhere); in a wallet's own browser, a
// pointer to that wallet's row, which is what works there.
import { detectInAppBrowser, openInBrowserLink } from '@latch/core/internal'
import { useMemo } from '../reactBindings.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { CopyLinkButton } from './CopyLinkButton.tsx'

export function InAppBrowserNotice() {
  const { t } = useTranslator()
  const found = useMemo(
    () => (typeof navigator === 'undefined' ? undefined : detectInAppBrowser(navigator.userAgent, window as never)),
    [],
  )
  if (!found) return null
  if (found.kind === 'wallet')
    return (
      <p className="muted small in-app" role="note">
        {t('inApp.wallet', { app: found.app })}
      </p>
    )
  const pageUrl = location.href
  const link = openInBrowserLink(pageUrl, navigator.userAgent)
  return (
    <div className="stack in-app" role="note">
      <p className="small">{t('inApp.social', { app: found.app })}</p>
      {link ? (
        <a className="primary" href={link}>
          {t('inApp.openInBrowser')}
        </a>
      ) : (
        <CopyLinkButton link={pageUrl} label={t('inApp.copyPageLink')} />
      )}
    </div>
  )
}
