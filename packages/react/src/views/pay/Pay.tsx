// Pay: the exact payment a dApp asked for (latch.pay / usePay): amount, asset, recipient and network; the wallet is
// switched to the network if needed; when the balance is short, buying the difference through onramp comes first;
// Pay sends from the connected wallet and the dApp's promise resolves once the payment is confirmed on chain. A
// recipient that looks like an earlier one, or one never paid, is named first and Confirm waits for the person's tick.
import type { PayBalance } from '@latch/core'
import type { ApprovalWarning } from '@latch/core/internal'
import { useEffect, useState } from '../../reactBindings.ts'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import { recipientCheck } from '../recipientCheck.ts'
import { RecipientWarnings } from '../RecipientWarnings.tsx'

export default function Pay() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const activeNetwork = useLatchSelector((state) => ({ id: state.activeNetwork.caipNetworkId })).id
  // the balances read again while the modal is open: the payment's balance is read again with them, so funds that
  // arrive while the view is open lift the shortfall without a click
  const polled = useLatchSelector((state) => ({ balance: state.balance, tokens: state.tokenBalances }))
  const request = latch.payRequest()
  const [balance, setBalance] = useState<PayBalance>()
  const [error, setError] = useState<string>()
  const [paying, setPaying] = useState(false)
  const [paid, setPaid] = useState<string>()
  // undefined until the recipient has been compared with the history: Confirm waits for that too
  const [warnings, setWarnings] = useState<ApprovalWarning[]>()
  const [understood, setUnderstood] = useState(false)

  useEffect(() => {
    let live = true
    if (!request) return
    recipientCheck(latch, request.network.chainNamespace, request.request.recipient).then(
      (found) => live && setWarnings(found),
      () => live && setWarnings([]),
    )
    return () => {
      live = false
    }
  }, [latch, request])

  useEffect(() => {
    let live = true
    if (!request) return
    latch.payBalance().then(
      (loaded) => live && setBalance(loaded),
      (cause: unknown) => live && setError(tr.error(cause)),
    )
    return () => {
      live = false
    }
  }, [latch, request, polled.balance, polled.tokens])

  if (paid) {
    return (
      <div className="stack center">
        <p className="big" role="status">
          {t('pay.confirmed')}
        </p>
        <p className="small muted mono">{paid}</p>
        <button type="button" className="primary" onClick={latch.close}>
          {t('done')}
        </button>
      </div>
    )
  }
  if (!request) return <p className="muted center">{t('pay.cancelled')}</p>

  const symbol = balance?.symbol ?? (request.asset.kind === 'native' ? request.network.nativeCurrency.symbol : '…')
  const short = balance && balance.short !== '0'
  const confirm = async () => {
    setError(undefined)
    setPaying(true)
    try {
      const result = await latch.confirmPay()
      setPaid(result.transactionHash)
    } catch (cause) {
      setError(tr.error(cause))
    } finally {
      setPaying(false)
    }
  }
  const cancel = () => {
    latch.cancelPay()
    latch.close()
  }

  return (
    <div className="stack">
      <p className="big center" style={{ padding: 0 }}>{`${tr.amount(request.request.amount)} ${symbol}`}</p>
      <dl className="stack small" style={{ gap: 4, margin: 0 }}>
        <dt className="muted">{t('pay.to')}</dt>
        <dd className="mono" style={{ margin: 0 }}>
          {request.request.recipient}
        </dd>
        <dt className="muted">{t('pay.network')}</dt>
        <dd style={{ margin: 0 }}>{request.network.name}</dd>
        {balance && (
          <>
            <dt className="muted">{t('pay.balance')}</dt>
            <dd style={{ margin: 0 }}>{`${tr.amount(balance.held)} ${symbol}`}</dd>
          </>
        )}
      </dl>
      {activeNetwork !== request.network.caipNetworkId && (
        <p className="small muted">{t('pay.switchNote', { network: request.network.name })}</p>
      )}
      {short && (
        <>
          <p className="error" role="alert">
            {t('pay.short', { short: tr.amount(balance.short), symbol })}
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() =>
              latch.navigate('OnRamp', {
                preset: { symbol, network: request.network.caipNetworkId, short: balance.short },
                returnTo: 'Pay',
              })
            }
          >
            {t('pay.buy', { symbol })}
          </button>
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <RecipientWarnings warnings={warnings ?? []} understood={understood} onUnderstood={setUnderstood} />
      <div className="actions">
        <button type="button" className="secondary" onClick={cancel}>
          {t('pay.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!balance || Boolean(short) || paying || !warnings || (warnings.length > 0 && !understood)}
          aria-busy={paying || undefined}
          onClick={() => void confirm()}
        >
          {t('pay.confirm')}
        </button>
      </div>
    </div>
  )
}
