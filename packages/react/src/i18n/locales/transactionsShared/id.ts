// Bahasa Indonesia: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const idTransactionsShared = {
  'onramp.open': 'Beli',
  'swap.open': 'Tukar',
  'swap.networkUnsupported': 'Jaringan tidak mendukung penukaran',
  'swap.invalidAmount': 'Masukkan jumlah di atas nol',
  'swap.insufficientBalance': 'Saldo tidak cukup untuk penukaran ini',
  'swap.sameToken': 'Pilih dua token yang berbeda',
  'swap.slippageOutOfRange': 'Slippage harus di atas 0 dan paling banyak 50%',
  'swap.quoteExpired': 'Penawaran telah kedaluwarsa: ambil yang baru',
  'swap.estimateOnly': 'Ini perkiraan, bukan penawaran: tidak dapat ditukar',
  'swap.quoteUnavailable': 'Tidak ada penawaran untuk pasangan ini',
  'swap.swapFailed': 'Penukaran gagal',
  'swap.noPool': 'Tidak ada pool untuk pasangan token ini',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Masukkan jumlah',
  'onramp.outOfRange': 'Masukkan jumlah antara {min} dan {max} {currency}',
  'onramp.noQuotes': 'Tidak ada penawaran untuk pembelian ini',
  'onramp.noAccount': 'Hubungkan dompet untuk membeli',
  'onramp.popupBlocked': 'Jendela pembayaran diblokir: izinkan pop-up lalu coba lagi',
  'pay.invalidAsset': 'Aset CAIP-19 tidak valid',
  'pay.assetNotOnNetwork': 'Aset tidak ada di jaringan yang diminta',
  'pay.unknownNetwork': 'Jaringan pembayaran belum dikonfigurasi',
  'pay.invalidRecipient': 'Alamat penerima tidak valid',
  'pay.invalidAmount': 'Jumlah harus berupa angka lebih dari nol',
  'pay.notConnected': 'Hubungkan dompet untuk membayar',
  'pay.cancelled': 'Pembayaran dibatalkan',
  'pay.insufficient': 'Dana tidak cukup untuk pembayaran ini',
} satisfies Pick<BaseMessages, TransactionSharedKey>
