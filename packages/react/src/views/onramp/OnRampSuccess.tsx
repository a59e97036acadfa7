// OnRampSuccess: the bought funds are in the wallet; Done closes, or back to the payment that needed them.
import { useLatchInstance } from '../../context.ts'
import { useTranslator } from '../../i18n/localeChunks.ts'
import { useLatchSelector } from '../../useLatchSelector.ts'
import type { OnrampRouteData } from './onrampView.ts'

export default function OnRampSuccess() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const data = useLatchSelector((state) => ({ data: state.router.data as OnrampRouteData })).data
  const quote = data.purchase?.quote
  return (
    <div className="stack center">
      {quote && (
        <p className="big" role="status">
          {t('onramp.arrived', { amount: tr.amount(quote.purchaseAmount), symbol: quote.purchaseCurrency })}
        </p>
      )}
      {data.returnTo === 'Pay' && latch.payRequest() ? (
        <button type="button" className="primary" onClick={() => latch.navigate('Pay')}>
          {t('onramp.continueToPay')}
        </button>
      ) : (
        <button type="button" className="primary" onClick={latch.close}>
          {t('done')}
        </button>
      )}
    </div>
  )
}
