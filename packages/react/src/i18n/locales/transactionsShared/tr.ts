// Türkçe: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const trTransactionsShared = {
  'onramp.open': 'Satın al',
  'swap.open': 'Takas et',
  'swap.networkUnsupported': 'Ağ takas için desteklenmiyor',
  'swap.invalidAmount': 'Sıfırdan büyük bir tutar girin',
  'swap.insufficientBalance': 'Bu takas için bakiye yetersiz',
  'swap.sameToken': 'İki farklı token seçin',
  'swap.slippageOutOfRange': 'Kayma 0’dan büyük ve en fazla %50 olmalı',
  'swap.quoteExpired': 'Teklifin süresi doldu: yenisini alın',
  'swap.estimateOnly': 'Bu bir tahmin, teklif değil: takas yapılamaz',
  'swap.quoteUnavailable': 'Bu çift için teklif yok',
  'swap.swapFailed': 'Takas başarısız oldu',
  'swap.noPool': 'Bu token çifti için havuz yok',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Bir tutar girin',
  'onramp.outOfRange': '{min} ile {max} {currency} arasında bir tutar girin',
  'onramp.noQuotes': 'Bu satın alma için teklif yok',
  'onramp.noAccount': 'Satın almak için bir cüzdan bağlayın',
  'onramp.popupBlocked': 'Ödeme penceresi engellendi: açılır pencerelere izin verip yeniden deneyin',
  'pay.invalidAsset': 'Geçersiz CAIP-19 varlığı',
  'pay.assetNotOnNetwork': 'Varlık istenen ağda değil',
  'pay.unknownNetwork': 'Ödeme ağı yapılandırılmamış',
  'pay.invalidRecipient': 'Geçersiz alıcı adresi',
  'pay.invalidAmount': 'Tutar sıfırdan büyük bir sayı olmalı',
  'pay.notConnected': 'Ödemek için bir cüzdan bağlayın',
  'pay.cancelled': 'Ödeme iptal edildi',
  'pay.insufficient': 'Bu ödeme için yeterli bakiye yok',
} satisfies Pick<BaseMessages, TransactionSharedKey>
