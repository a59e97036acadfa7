// The Send and Pay views' warnings about a receiver, and the box that is the second, deliberate step past them.
import type { ApprovalWarning } from '@latch/core/internal'
import { useTranslator } from '../i18n/localeChunks.ts'

export function RecipientWarnings({
  warnings,
  understood,
  onUnderstood,
}: {
  warnings: readonly ApprovalWarning[]
  understood: boolean
  onUnderstood: (checked: boolean) => void
}) {
  const { t } = useTranslator()
  if (warnings.length === 0) return null
  return (
    <div className="stack" role="group" aria-label={t('sendWarningUnderstood')}>
      {warnings.map((warning) => (
        <p key={warning.code} className="error acknowledge" role="alert">
          {warning.code === 'lookalikeRecipient'
            ? t('sendLookalikeWarning', { recent: warning.recent })
            : t('sendFirstRecipientWarning')}
        </p>
      ))}
      <label className="acknowledge">
        <input type="checkbox" checked={understood} onChange={(event) => onUnderstood(event.target.checked)} />
        <span>{t('sendWarningUnderstood')}</span>
      </label>
    </div>
  )
}
