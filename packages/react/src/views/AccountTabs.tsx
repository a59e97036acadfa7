// The Account view's tabs, in SPEC order Tokens, NFTs, Activity; arrow keys move between them (mirrored in a
// right-to-left locale). NFTs and Activity come from the cloud and load as their own chunks; without a cloudUrl they
// say there is no service.
import type { KeyboardEvent } from 'react'
import { Suspense, useId, useRef, useState } from '../reactBindings.ts'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { tokenRows } from './tokenRows.ts'

/** */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
type Tab = (typeof ACCOUNT_TABS)[number]

export function AccountTabs() {
  const latch = useLatchInstance()
  const { t, dir } = useTranslator()
  const { lazyOnce } = useChunks()
  const NftsTab = lazyOnce('NftsTab', () => import('./NftsTab.tsx'))
  const ActivityTab = lazyOnce('ActivityTab', () => import('./ActivityTab.tsx'))
  const [selected, setSelected] = useState<Tab>('Tokens')
  // SPEC §6: activity, and the cloud's NFTs, are EVM's only; other namespaces say so instead of asking
  const evm = useLatchSelector((state) => state.activeNamespace === 'eip155')
  const baseId = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const step = event.key === forward ? 1 : event.key === backward ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + ACCOUNT_TABS.length) % ACCOUNT_TABS.length
    setSelected(ACCOUNT_TABS[next] as Tab)
    tabs.current[next]?.focus()
  }

  return (
    <>
      <div className="tablist" role="tablist" aria-label={t('assets')}>
        {ACCOUNT_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id={`${baseId}-${selected}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
      >
        {selected === 'Tokens' ? (
          <Tokens />
        ) : !evm ? (
          <p className="center muted">{t(selected === 'NFTs' ? 'nftsEvmOnly' : 'activityEvmOnly')}</p>
        ) : latch.hasDataService ? (
          <Suspense fallback={<p className="center muted small">{t('loading')}</p>}>
            {selected === 'NFTs' ? <NftsTab /> : <ActivityTab />}
          </Suspense>
        ) : (
          <p className="center muted">{t('noDataService')}</p>
        )}
      </div>
    </>
  )
}

function Tokens() {
  const tr = useTranslator()
  const balances = useLatchSelector((state) => state.tokenBalances)
  const rows = tokenRows(balances)
  if (rows.length === 0) return <p className="center muted">{tr.t('noTokens')}</p>
  return (
    <ul className="list">
      {rows.map((row) => (
        // the amount is bare text of the item, so the Account header's balance stays the only element
        // whose whole text is "<amount> <symbol>"
        <li key={row.key} className="token">
          <span className="muted small">{row.name}</span> {`${tr.amount(row.amount)} ${row.symbol}`}
          {row.usd !== undefined && <span className="muted small">{tr.usd(row.usd)}</span>}
        </li>
      ))}
    </ul>
  )
}
