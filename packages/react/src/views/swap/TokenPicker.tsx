// Choosing a swap token: search by symbol, name or address (trimmed), each token a row named by its symbol with its
// icon (an <img src>, never markup) and, beside it, the account's balance.
import { displayAmount, type SwapToken } from '@latch/core'
import { searchSwapTokens } from '@latch/core/internal'
import { useState } from '../../reactBindings.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { WalletRow } from '../WalletRow.tsx'

export function TokenPicker({
  tokens,
  onPick,
  onCancel,
}: {
  tokens: SwapToken[]
  onPick(token: SwapToken): void
  onCancel(): void
}) {
  const { t, amount } = useTranslator()
  const [search, setSearch] = useState('')
  const shown = searchSwapTokens(tokens, search)
  return (
    <div className="stack">
      <input
        type="search"
        className="search"
        aria-label={t('swap.search')}
        placeholder={t('swap.search')}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="list" aria-label={t('swap.chooseToken')}>
        {shown.map((token) => (
          <li key={token.address}>
            <WalletRow
              name={token.symbol}
              icon={token.iconUrl}
              tag={amount(displayAmount(token.quantity.numeric))}
              onClick={() => onPick(token)}
            />
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="muted">{t('swap.noTokens')}</p>}
      <button type="button" className="secondary" onClick={onCancel}>
        {t('back')}
      </button>
    </div>
  )
}
