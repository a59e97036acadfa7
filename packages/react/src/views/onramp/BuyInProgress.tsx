// BuyInProgress: the provider's checkout is open in its pop-up; the modal watches the account's balance of the asset
// until the bought amount has arrived, then shows OnRampSuccess.
import { useEffect, useState } from '../../reactBindings.ts'
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import type { OnrampRouteData } from './onrampView.ts'

export default function BuyInProgress() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const data = useLatchSelector((state) => ({ data: state.router.data as OnrampRouteData })).data
  const [timedOut, setTimedOut] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const purchase = data.purchase

  useEffect(() => {
    if (!purchase) return
    const controller = new AbortController()
    void latch.waitForOnrampFunds(purchase, { signal: controller.signal }).then((arrived) => {
      if (controller.signal.aborted) return
      if (arrived) latch.navigate('OnRampSuccess', data as Record<string, unknown>)
      else setTimedOut(true)
    })
    return () => controller.abort()
  }, [latch, purchase, attempt])

  if (!purchase) return null
  const { quote } = purchase
  return (
    <div className="stack center">
      <p className="big">{`${tr.amount(quote.purchaseAmount)} ${quote.purchaseCurrency}`}</p>
      <p className="muted">
        {t('onramp.inProgress', { provider: quote.providerName, symbol: quote.purchaseCurrency })}
      </p>
      {timedOut ? (
        <>
          <p role="alert" className="error">
            {t('onramp.timedOut')}
          </p>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setTimedOut(false)
              setAttempt((value) => value + 1)
            }}
          >
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <p role="status" className="small muted" aria-live="polite">
          {t('onramp.watching')}
        </p>
      )}
    </div>
  )
}
