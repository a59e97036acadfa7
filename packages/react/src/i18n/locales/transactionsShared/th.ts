// ไทย: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const thTransactionsShared = {
  'onramp.open': 'ซื้อ',
  'swap.open': 'สลับ',
  'swap.networkUnsupported': 'เครือข่ายไม่รองรับการสลับ',
  'swap.invalidAmount': 'ป้อนจำนวนที่มากกว่าศูนย์',
  'swap.insufficientBalance': 'ยอดคงเหลือไม่พอสำหรับการสลับนี้',
  'swap.sameToken': 'เลือกโทเคนสองตัวที่ต่างกัน',
  'swap.slippageOutOfRange': 'ค่าคลาดเคลื่อนต้องมากกว่า 0 และไม่เกิน 50%',
  'swap.quoteExpired': 'ราคาหมดอายุแล้ว: ขอราคาใหม่',
  'swap.estimateOnly': 'นี่คือค่าประมาณ ไม่ใช่ราคา: สลับไม่ได้',
  'swap.quoteUnavailable': 'ไม่มีราคาสำหรับคู่นี้',
  'swap.swapFailed': 'การสลับล้มเหลว',
  'swap.noPool': 'ไม่มีพูลสำหรับคู่โทเคนนี้',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'ป้อนจำนวนเงิน',
  'onramp.outOfRange': 'ป้อนจำนวนเงินระหว่าง {min} ถึง {max} {currency}',
  'onramp.noQuotes': 'ไม่มีราคาเสนอสำหรับการซื้อนี้',
  'onramp.noAccount': 'เชื่อมต่อวอลเล็ตเพื่อซื้อ',
  'onramp.popupBlocked': 'หน้าต่างชำระเงินถูกบล็อก: อนุญาตป๊อปอัปแล้วลองอีกครั้ง',
  'pay.invalidAsset': 'สินทรัพย์ CAIP-19 ไม่ถูกต้อง',
  'pay.assetNotOnNetwork': 'สินทรัพย์ไม่ได้อยู่บนเครือข่ายที่ขอ',
  'pay.unknownNetwork': 'ยังไม่ได้ตั้งค่าเครือข่ายการชำระเงิน',
  'pay.invalidRecipient': 'ที่อยู่ผู้รับไม่ถูกต้อง',
  'pay.invalidAmount': 'จำนวนเงินต้องเป็นตัวเลขที่มากกว่าศูนย์',
  'pay.notConnected': 'เชื่อมต่อวอลเล็ตเพื่อชำระเงิน',
  'pay.cancelled': 'ยกเลิกการชำระเงินแล้ว',
  'pay.insufficient': 'เงินไม่พอสำหรับการชำระเงินนี้',
} satisfies Pick<BaseMessages, TransactionSharedKey>
