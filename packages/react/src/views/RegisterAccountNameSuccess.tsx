// RegisterAccountNameSuccess: the registered name; Done closes, and the Account view and button now show it.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export default function RegisterAccountNameSuccess() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const name = useLatchSelector((s) => ({ name: String(s.router.data.name ?? '') })).name
  return (
    <div className="stack center">
      <p className="big identity-name">{name}</p>
      <p className="muted">{t('nameRegistered', { name: name })}</p>
      <button type="button" className="primary" onClick={latch.close}>
        {t('done')}
      </button>
    </div>
  )
}
