// The Activity tab (its own chunk): the account's history from the cloud, spam filtered, in month groups,
// amounts signed and to 3 decimals (SPEC §9), a "Load more" for the next cursor page, and
// 'Failed to fetch transactions' when the history cannot be read.
import { groupTransactions, operationTitle, transferImage, transferText, truncateAddress } from '@latch/core'
import { useEffect } from 'react'
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { imageSrc } from './safeUrl.ts'

export default function ActivityTab() {
  const latch = useLatchInstance()
  const { activity, address, chainId, enabled } = useLatchSelector((state) => ({
    activity: state.cloud.activity,
    address: state.accounts[state.activeNamespace]?.address,
    chainId: state.activeNetwork.caipNetworkId,
    enabled: state.features.activity !== false,
  }))

  useEffect(() => {
    if (enabled && address) void latch.loadActivity()
  }, [latch, enabled, address, chainId])

  if (!enabled) return <p className="center muted">{UI.activityOff}</p>
  if (activity.status === 'error' && activity.transactions.length === 0)
    return (
      <p className="center error" role="alert">
        {UI.failedToFetchTransactions}
      </p>
    )
  if (activity.status !== 'loaded' && activity.transactions.length === 0)
    return <p className="center muted small">{UI.loading}</p>
  const groups = groupTransactions(activity.transactions)
  if (groups.length === 0) return <p className="center muted">{UI.noActivity}</p>

  return (
    <div className="stack">
      {groups.map((group) => (
        <section key={group.key} className="stack" aria-label={group.title} style={{ gap: 6 }}>
          <h3 className="small muted group-title">{group.title}</h3>
          <ul className="list">
            {group.transactions.map((transaction) => {
              const { operationType, status, sentTo, sentFrom } = transaction.metadata
              const first = transaction.transfers[0]
              const image = first ? imageSrc(transferImage(first)) : undefined
              const counterpart = operationType === 'receive' ? sentFrom : sentTo
              return (
                <li key={transaction.id} className="token activity">
                  {image ? <img className="wallet-icon" src={image} alt="" width={28} height={28} /> : null}
                  <span className="activity-main">
                    <span>{operationTitle(operationType)}</span>{' '}
                    <span className="muted small">{counterpart ? truncateAddress(counterpart) : ''}</span>
                    {status === 'failed' && <span className="tag">{UI.transactionFailedTag}</span>}
                  </span>{' '}
                  <span className="activity-amounts">
                    {transaction.transfers.map((transfer, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id and never reorder
                      <span key={index}>{transferText(operationType, transfer)}</span>
                    ))}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {activity.status === 'error' && (
        <p className="center error small" role="alert">
          {UI.failedToFetchTransactions}
        </p>
      )}
      {activity.next && (
        <button
          type="button"
          className="secondary"
          disabled={activity.loadingMore}
          aria-busy={activity.loadingMore || undefined}
          onClick={() => void latch.loadActivity({ more: true })}
        >
          {UI.loadMore}
        </button>
      )}
    </div>
  )
}
