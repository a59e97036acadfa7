// Views of SPEC §2 whose services are not built yet say so instead of failing.
import { useTranslator } from '../i18n/localeChunks.ts'

export default function Unavailable() {
  const { t } = useTranslator()
  return <p className="center muted">{t('viewUnavailable')}</p>
}
