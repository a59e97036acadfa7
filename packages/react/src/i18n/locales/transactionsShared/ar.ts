// العربية: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const arTransactionsShared = {
  'onramp.open': 'شراء',
  'swap.open': 'مبادلة',
  'swap.networkUnsupported': 'الشبكة غير مدعومة للمبادلة',
  'swap.invalidAmount': 'أدخل مبلغًا أكبر من الصفر',
  'swap.insufficientBalance': 'الرصيد غير كافٍ لهذه المبادلة',
  'swap.sameToken': 'اختر رمزين مختلفين',
  'swap.slippageOutOfRange': 'يجب أن يكون الانزلاق أكبر من 0 وبحد أقصى 50%',
  'swap.quoteExpired': 'انتهت صلاحية عرض السعر: احصل على عرض جديد',
  'swap.estimateOnly': 'هذا تقدير وليس عرض سعر: لا يمكن المبادلة',
  'swap.quoteUnavailable': 'لا يوجد عرض سعر لهذا الزوج',
  'swap.swapFailed': 'فشلت المبادلة',
  'swap.noPool': 'لا يوجد مجمّع لهذا الزوج من الرموز',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'أدخل مبلغًا',
  'onramp.outOfRange': 'أدخل مبلغًا بين {min} و{max} {currency}',
  'onramp.noQuotes': 'لا توجد عروض أسعار لهذا الشراء',
  'onramp.noAccount': 'اربط محفظة للشراء',
  'onramp.popupBlocked': 'تم حظر نافذة الدفع: اسمح بالنوافذ المنبثقة وحاول مرة أخرى',
  'pay.invalidAsset': 'أصل CAIP-19 غير صالح',
  'pay.assetNotOnNetwork': 'الأصل ليس على الشبكة المطلوبة',
  'pay.unknownNetwork': 'شبكة الدفع غير مُعدّة',
  'pay.invalidRecipient': 'عنوان المستلم غير صالح',
  'pay.invalidAmount': 'يجب أن يكون المبلغ رقمًا أكبر من صفر',
  'pay.notConnected': 'اربط محفظة للدفع',
  'pay.cancelled': 'تم إلغاء الدفع',
  'pay.insufficient': 'لا توجد أموال كافية لهذا الدفع',
} satisfies Pick<BaseMessages, TransactionSharedKey>
