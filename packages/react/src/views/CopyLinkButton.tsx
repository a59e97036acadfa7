// "Copy link" (or another label) that copies a link and says so in a toast: the pairing link, the Farcaster link, the
// page's own address inside another app's browser.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { copyText } from './copyText.ts'

export function CopyLinkButton({ link, label }: { link: string; label?: string }) {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => void copyText(latch, link, { done: t('linkCopied'), failed: t('linkCopyFailed') })}
    >
      {label ?? t('copyLink')}
    </button>
  )
}
