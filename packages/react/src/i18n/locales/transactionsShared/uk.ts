// Українська: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const ukTransactionsShared = {
  'onramp.open': 'Купити',
  'swap.open': 'Обміняти',
  'swap.networkUnsupported': 'Мережа не підтримує обмін',
  'swap.invalidAmount': 'Введіть суму більше нуля',
  'swap.insufficientBalance': 'Недостатньо коштів для цього обміну',
  'swap.sameToken': 'Виберіть два різні токени',
  'swap.slippageOutOfRange': 'Прослизання має бути більше 0 і не більше 50%',
  'swap.quoteExpired': 'Котирування застаріло: отримайте нове',
  'swap.estimateOnly': 'Це оцінка, а не котирування: обмін неможливий',
  'swap.quoteUnavailable': 'Для цієї пари немає котирування',
  'swap.swapFailed': 'Обмін не вдався',
  'swap.noPool': 'Немає пулу для цієї пари токенів',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Введіть суму',
  'onramp.outOfRange': 'Введіть суму від {min} до {max} {currency}',
  'onramp.noQuotes': 'Немає пропозицій для цієї купівлі',
  'onramp.noAccount': 'Під’єднайте гаманець, щоб купити',
  'onramp.popupBlocked': 'Вікно оплати заблоковано: дозвольте спливні вікна та спробуйте ще раз',
  'pay.invalidAsset': 'Недійсний актив CAIP-19',
  'pay.assetNotOnNetwork': 'Актив не в запитаній мережі',
  'pay.unknownNetwork': 'Мережу платежу не налаштовано',
  'pay.invalidRecipient': 'Недійсна адреса отримувача',
  'pay.invalidAmount': 'Сума має бути числом, більшим за нуль',
  'pay.notConnected': 'Під’єднайте гаманець, щоб сплатити',
  'pay.cancelled': 'Платіж скасовано',
  'pay.insufficient': 'Недостатньо коштів для цього платежу',
} satisfies Pick<BaseMessages, TransactionSharedKey>
