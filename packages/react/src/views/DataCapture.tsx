// DataCapture (SPEC §2, remote feature emailCapture): the signed-in wallet user may leave an email, confirmed with
// a one-time code; Skip is always there.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { CodeField } from './CodeField.tsx'
import { EmailForm } from './EmailForm.tsx'

export default function DataCapture() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const capture = useLatchSelector((s) => ({ step: s.dataCapture?.step ?? 'email', email: s.dataCapture?.email }))
  return (
    <div className="stack">
      {capture.step === 'code' ? (
        <>
          <p className="center">
            {t('captureCodeSent')} <strong>{capture.email}</strong>
          </p>
          <CodeField submit={latch.submitEmailCaptureCode} />
        </>
      ) : (
        <>
          <p className="center">{t('captureIntro')}</p>
          <EmailForm label={t('email')} submit={latch.startEmailCapture} autoFocus />
        </>
      )}
      <button type="button" className="secondary" onClick={latch.skipEmailCapture}>
        {t('captureSkip')}
      </button>
    </div>
  )
}
