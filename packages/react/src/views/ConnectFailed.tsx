// A failed connection attempt: core's error text, and "Try again" when the view knows what to retry.
import { useTranslator } from '../i18n/localeChunks.ts'

export function ConnectFailed({ error, retry }: { error: Error; retry?: () => void }) {
  const tr = useTranslator()
  return (
    <>
      <p className="error" role="alert">
        {tr.error(error)}
      </p>
      {retry && (
        <button type="button" className="primary" onClick={retry}>
          {tr.t('tryAgain')}
        </button>
      )}
    </>
  )
}
