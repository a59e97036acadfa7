// UnsupportedChain view ("Switch Network"): the wallet is on a network the app did not configure.
// Core closes the modal once the switch lands on a configured network.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { NetworkList } from './NetworkList.tsx'

export default function UnsupportedChain() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  return (
    <div className="stack">
      <p className="muted">{t('unsupportedChain')}</p>
      <NetworkList />
      <button type="button" className="secondary" onClick={() => void latch.disconnect().catch(() => undefined)}>
        {t('disconnect')}
      </button>
    </div>
  )
}
