// The Account view's tabs, in SPEC order Tokens, NFTs, Activity; arrow keys move between them. NFTs and
// Activity come from the cloud and load as their own chunks; without a cloudUrl they say there is no service.
import { type KeyboardEvent, Suspense, useId, useRef, useState } from 'react'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { tokenRows } from './tokenRows.ts'

type Tab = (typeof UI.tabs)[number]

export function AccountTabs() {
  const latch = useLatchInstance()
  const { lazyOnce } = useChunks()
  const NftsTab = lazyOnce('NftsTab', () => import('./NftsTab.tsx'))
  const ActivityTab = lazyOnce('ActivityTab', () => import('./ActivityTab.tsx'))
  const [selected, setSelected] = useState<Tab>('Tokens')
  // SPEC §6: activity, and the cloud's NFTs, are EVM's only; other namespaces say so instead of asking
  const evm = useLatchSelector((state) => state.activeNamespace === 'eip155')
  const baseId = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + UI.tabs.length) % UI.tabs.length
    setSelected(UI.tabs[next] as Tab)
    tabs.current[next]?.focus()
  }

  return (
    <>
      <div className="tablist" role="tablist" aria-label="Assets">
        {UI.tabs.map((tab, index) => (
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
            {tab}
          </button>
        ))}
      </div>
      <div className="tabpanel" role="tabpanel" id={`${baseId}-${selected}-panel`} aria-labelledby={`${baseId}-${selected}-tab`}>
        {selected === 'Tokens' ? (
          <Tokens />
        ) : !evm ? (
          <p className="center muted">{UI.evmOnly(selected)}</p>
        ) : latch.hasDataService ? (
          <Suspense fallback={<p className="center muted small">{UI.loading}</p>}>
            {selected === 'NFTs' ? <NftsTab /> : <ActivityTab />}
          </Suspense>
        ) : (
          <p className="center muted">{UI.noDataService}</p>
        )}
      </div>
    </>
  )
}

function Tokens() {
  const balances = useLatchSelector((state) => state.tokenBalances)
  const rows = tokenRows(balances)
  if (rows.length === 0) return <p className="center muted">{UI.noTokens}</p>
  return (
    <ul className="list">
      {rows.map((row) => (
        // the amount is bare text of the item, so the Account header's balance stays the only element
        // whose whole text is "<amount> <symbol>"
        <li key={row.key} className="token">
          <span className="muted small">{row.name}</span> {`${row.amount} ${row.symbol}`}
          {row.usd && <span className="muted small">{row.usd}</span>}
        </li>
      ))}
    </ul>
  )
}
