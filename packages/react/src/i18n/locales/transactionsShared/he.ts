// עברית: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const heTransactionsShared = {
  'onramp.open': 'קנייה',
  'swap.open': 'החלפה',
  'swap.networkUnsupported': 'הרשת אינה נתמכת להחלפות',
  'swap.invalidAmount': 'יש להזין סכום גדול מאפס',
  'swap.insufficientBalance': 'אין מספיק יתרה להחלפה זו',
  'swap.sameToken': 'יש לבחור שני אסימונים שונים',
  'swap.slippageOutOfRange': 'ההחלקה חייבת להיות גדולה מ-0 ועד 50%',
  'swap.quoteExpired': 'תוקף הצעת המחיר פג: יש לקבל הצעה חדשה',
  'swap.estimateOnly': 'זו הערכה, לא הצעת מחיר: אי אפשר להחליף',
  'swap.quoteUnavailable': 'אין הצעת מחיר לזוג הזה',
  'swap.swapFailed': 'ההחלפה נכשלה',
  'swap.noPool': 'אין מאגר לזוג האסימונים הזה',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'יש להזין סכום',
  'onramp.outOfRange': 'יש להזין סכום בין {min} ל־{max} {currency}',
  'onramp.noQuotes': 'אין הצעות מחיר לקנייה הזו',
  'onramp.noAccount': 'יש לחבר ארנק כדי לקנות',
  'onramp.popupBlocked': 'חלון התשלום נחסם: יש לאפשר חלונות קופצים ולנסות שוב',
  'pay.invalidAsset': 'נכס CAIP-19 לא תקין',
  'pay.assetNotOnNetwork': 'הנכס לא נמצא ברשת המבוקשת',
  'pay.unknownNetwork': 'רשת התשלום לא הוגדרה',
  'pay.invalidRecipient': 'כתובת הנמען לא תקינה',
  'pay.invalidAmount': 'הסכום חייב להיות מספר גדול מאפס',
  'pay.notConnected': 'יש לחבר ארנק כדי לשלם',
  'pay.cancelled': 'התשלום בוטל',
  'pay.insufficient': 'אין מספיק כסף לתשלום הזה',
} satisfies Pick<BaseMessages, TransactionSharedKey>
