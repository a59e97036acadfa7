// فارسی: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const faTransactionsShared = {
  'onramp.open': 'خرید',
  'swap.open': 'مبادله',
  'swap.networkUnsupported': 'این شبکه از مبادله پشتیبانی نمی‌کند',
  'swap.invalidAmount': 'مقداری بیشتر از صفر وارد کنید',
  'swap.insufficientBalance': 'موجودی برای این مبادله کافی نیست',
  'swap.sameToken': 'دو توکن متفاوت انتخاب کنید',
  'swap.slippageOutOfRange': 'لغزش باید بیشتر از ۰ و حداکثر ۵۰٪ باشد',
  'swap.quoteExpired': 'قیمت منقضی شده است: قیمت تازه بگیرید',
  'swap.estimateOnly': 'این یک برآورد است، نه قیمت: مبادله ممکن نیست',
  'swap.quoteUnavailable': 'برای این جفت قیمتی وجود ندارد',
  'swap.swapFailed': 'مبادله ناموفق بود',
  'swap.noPool': 'برای این جفت توکن استخری وجود ندارد',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'مبلغی وارد کنید',
  'onramp.outOfRange': 'مبلغی بین {min} و {max} {currency} وارد کنید',
  'onramp.noQuotes': 'پیشنهادی برای این خرید نیست',
  'onramp.noAccount': 'برای خرید یک کیف پول وصل کنید',
  'onramp.popupBlocked': 'پنجرهٔ پرداخت مسدود شد: پنجره‌های بازشو را مجاز کنید و دوباره تلاش کنید',
  'pay.invalidAsset': 'دارایی CAIP-19 نامعتبر است',
  'pay.assetNotOnNetwork': 'دارایی روی شبکهٔ درخواستی نیست',
  'pay.unknownNetwork': 'شبکهٔ پرداخت پیکربندی نشده است',
  'pay.invalidRecipient': 'نشانی گیرنده نامعتبر است',
  'pay.invalidAmount': 'مبلغ باید عددی بزرگ‌تر از صفر باشد',
  'pay.notConnected': 'برای پرداخت یک کیف پول وصل کنید',
  'pay.cancelled': 'پرداخت لغو شد',
  'pay.insufficient': 'موجودی برای این پرداخت کافی نیست',
} satisfies Pick<BaseMessages, TransactionSharedKey>
