// The Activity tab (its own chunk): the account's history from the cloud, spam filtered, in month groups,
// amounts signed and to 3 decimals (SPEC §9), a "Load more" for the next cursor page, and
// 'Failed to fetch transactions' when the history cannot be read.
import { type CloudTransaction, truncateAddress } from '@latch/core'
import { groupTransactions, imageSrc, operationTitle, transferImage, transferText } from '@latch/core/internal'
import { useEffect } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import type { MessageKey } from '../i18n/en.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export default function ActivityTab() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { activity, address, chainId, enabled } = useLatchSelector((state) => ({
    activity: state.cloud.activity,
    address: state.accounts[state.activeNamespace]?.address,
    chainId: state.activeNetwork.caipNetworkId,
    enabled: state.features.activity !== false,
  }))

  useEffect(() => {
    if (enabled && address) void latch.loadActivity()
  }, [latch, enabled, address, chainId])

  if (!enabled) return <p className="center muted">{t('activityOff')}</p>
  if (activity.status === 'error' && activity.transactions.length === 0)
    return (
      <p className="center error" role="alert">
        {t('core.failedToFetchTransactions')}
      </p>
    )
  if (activity.status !== 'loaded' && activity.transactions.length === 0)
    return <p className="center muted small">{t('loading')}</p>
  const groups = groupTransactions(activity.transactions)
  if (groups.length === 0) return <p className="center muted">{t('noActivity')}</p>

  return (
    <div className="stack">
      {groups.map((group) => (
        <section key={group.key} className="stack" aria-label={monthTitle(tr, group.key)} style={{ gap: 6 }}>
          <h3 className="small muted group-title">{monthTitle(tr, group.key)}</h3>
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
                    <span>{operationText(t, operationType)}</span>{' '}
                    <span className="muted small">{counterpart ? truncateAddress(counterpart) : ''}</span>
                    {status === 'failed' && <span className="tag">{t('transactionFailedTag')}</span>}
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
          {t('core.failedToFetchTransactions')}
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
          {t('loadMore')}
        </button>
      )}
    </div>
  )
}

/** the group's "2025-03" key as the locale names the month (SPEC §9: with its year when not the current one) */
function monthTitle(tr: Translator, key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number]
  return tr.month(year, month - 1)
}

const OPERATIONS: readonly string[] = ['send', 'receive', 'mint', 'burn', 'execute']

/** "Send", "Receive", … in the visitor's language; an operation the catalogue does not know keeps core's title */
function operationText(t: Translator['t'], operationType: CloudTransaction['metadata']['operationType']): string {
  if (!operationType) return t('operation.other')
  return OPERATIONS.includes(operationType)
    ? t(`operation.${operationType}` as MessageKey)
    : operationTitle(operationType)
}
