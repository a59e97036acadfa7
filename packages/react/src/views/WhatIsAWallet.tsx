// Help for a newcomer, reached from Connect's header: what a wallet is, and a way to get one.
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import type { MessageKey } from '../i18n/en.ts'
import { useTranslator } from '../i18n/localeChunks.ts'

const POINTS: readonly { icon: string; title: MessageKey; text: MessageKey }[] = [
  { icon: 'M4 7h16v12H4zM4 7l2-3h12l2 3M15 13h2', title: 'help.homeTitle', text: 'help.homeText' },
  { icon: 'M8 11V8a4 4 0 1 1 8 0v3M6 11h12v9H6zM12 15v2', title: 'help.loginTitle', text: 'help.loginText' },
  { icon: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4', title: 'help.safeTitle', text: 'help.safeText' },
]

export default function WhatIsAWallet() {
  const latch = useLatchInstance()
  const { loadView } = useChunks()
  const { t } = useTranslator()
  return (
    <div className="stack">
      <ul className="help-list">
        {POINTS.map((point) => (
          <li key={point.title} className="help-point">
            <span className="help-icon" aria-hidden="true">
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinejoin="round"
                strokeLinecap="round"
              >
                <path d={point.icon} />
              </svg>
            </span>
            <span>
              <strong className="help-title">{t(point.title)}</strong>
              <span className="muted small">{t(point.text)}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="primary"
        onPointerEnter={() => void loadView('GetWallet')}
        onFocus={() => void loadView('GetWallet')}
        onClick={() => latch.navigate('GetWallet')}
      >
        {t('getAWallet')}
      </button>
    </div>
  )
}
