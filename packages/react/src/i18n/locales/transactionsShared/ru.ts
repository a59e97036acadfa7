// Русский: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const ruTransactionsShared = {
  'onramp.open': 'Купить',
  'swap.open': 'Обменять',
  'swap.networkUnsupported': 'Сеть не поддерживает обмен',
  'swap.invalidAmount': 'Введите сумму больше нуля',
  'swap.insufficientBalance': 'Недостаточно средств для этого обмена',
  'swap.sameToken': 'Выберите два разных токена',
  'swap.slippageOutOfRange': 'Проскальзывание должно быть больше 0 и не более 50%',
  'swap.quoteExpired': 'Котировка устарела: получите новую',
  'swap.estimateOnly': 'Это оценка, а не котировка: обмен невозможен',
  'swap.quoteUnavailable': 'Для этой пары нет котировки',
  'swap.swapFailed': 'Обмен не удался',
  'swap.noPool': 'Нет пула для этой пары токенов',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Введите сумму',
  'onramp.outOfRange': 'Введите сумму от {min} до {max} {currency}',
  'onramp.noQuotes': 'Нет предложений для этой покупки',
  'onramp.noAccount': 'Подключите кошелёк, чтобы купить',
  'onramp.popupBlocked': 'Окно оплаты заблокировано: разрешите всплывающие окна и повторите попытку',
  'pay.invalidAsset': 'Недопустимый актив CAIP-19',
  'pay.assetNotOnNetwork': 'Актив не в запрошенной сети',
  'pay.unknownNetwork': 'Сеть платежа не настроена',
  'pay.invalidRecipient': 'Недопустимый адрес получателя',
  'pay.invalidAmount': 'Сумма должна быть числом больше нуля',
  'pay.notConnected': 'Подключите кошелёк, чтобы оплатить',
  'pay.cancelled': 'Платёж отменён',
  'pay.insufficient': 'Недостаточно средств для этого платежа',
} satisfies Pick<BaseMessages, TransactionSharedKey>
