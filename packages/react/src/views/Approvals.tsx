// Approvals view (from Account): the ERC-20 allowances and NFT operator approvals the account has given that still
// stand on the active network, from the cloud's indexer or else the chain (core's getApprovals); each is revoked in one
// transaction through the connected wallet.
import { formatUnits, type LiveApproval } from '@latch/core'
import { useEffect, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

const keyOf = (item: LiveApproval) =>
  item.kind === 'allowance' ? `${item.token}:${item.spender}` : `${item.collection}:${item.operator}`

/** one line a person reads: who may take what */
function approvalText(tr: Translator, item: LiveApproval): string {
  if (item.kind === 'operator')
    return tr.t('approvals.operator', { operator: item.operator, symbol: item.symbol ?? item.collection })
  const amount = item.unlimited
    ? tr.t('approvals.unlimited')
    : item.decimals === undefined
      ? item.amount.toString()
      : tr.amount(formatUnits(item.amount, item.decimals))
  return tr.t('approvals.allowance', { spender: item.spender, amount, symbol: item.symbol ?? item.token })
}

export default function Approvals() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { address, network } = useLatchSelector((state) => ({
    address: state.accounts.eip155?.address,
    network: state.activeNetwork.caipNetworkId,
  }))
  const [items, setItems] = useState<LiveApproval[]>()
  const [error, setError] = useState<string>()
  const [revoking, setRevoking] = useState<string>()
  const [reads, setReads] = useState(0)

  useEffect(() => {
    let live = true
    setError(undefined)
    latch.getApprovals().then(
      (found) => live && setItems(found),
      (cause: unknown) => live && setError(tr.error(cause)),
    )
    return () => {
      live = false
    }
  }, [latch, address, network, reads])

  const revoke = async (item: LiveApproval) => {
    setError(undefined)
    setRevoking(keyOf(item))
    try {
      await latch.revokeApproval(item)
      latch.showToast(t('approvals.revoked'), 'success')
      setReads((count) => count + 1)
    } catch (cause) {
      setError(tr.error(cause))
    } finally {
      setRevoking(undefined)
    }
  }

  return (
    <div className="stack">
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && (
        <p className="center muted" role="status">
          {t('loading')}
        </p>
      )}
      {items?.length === 0 && <p className="center muted">{t('approvals.empty')}</p>}
      {items && items.length > 0 && (
        <ul className="stack approvals" aria-label={t('title.Approvals')}>
          {items.map((item) => {
            const text = approvalText(tr, item)
            return (
              <li key={keyOf(item)} className="approval">
                <span className="mono small">{text}</span>
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('approvals.revokeFor', { what: text })}
                  disabled={revoking !== undefined}
                  aria-busy={revoking === keyOf(item) || undefined}
                  onClick={() => void revoke(item)}
                >
                  {t('approvals.revoke')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
