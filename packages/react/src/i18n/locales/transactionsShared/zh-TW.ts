// 繁體中文（台灣）: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const zhTWTransactionsShared = {
  'onramp.open': '購買',
  'swap.open': '兌換',
  'swap.networkUnsupported': '此網路不支援兌換',
  'swap.invalidAmount': '請輸入大於零的數量',
  'swap.insufficientBalance': '餘額不足，無法完成此次兌換',
  'swap.sameToken': '請選擇兩種不同的代幣',
  'swap.slippageOutOfRange': '滑價必須大於 0 且不超過 50%',
  'swap.quoteExpired': '報價已過期：請取得新的報價',
  'swap.estimateOnly': '這是估算而非報價：無法兌換',
  'swap.quoteUnavailable': '此交易對沒有報價',
  'swap.swapFailed': '兌換失敗',
  'swap.noPool': '此代幣對沒有資金池',
  'core.reason': '{reason}',
  'onramp.invalidAmount': '請輸入金額',
  'onramp.outOfRange': '請輸入 {min} 至 {max} {currency} 之間的金額',
  'onramp.noQuotes': '此購買沒有報價',
  'onramp.noAccount': '連接錢包後才能購買',
  'onramp.popupBlocked': '付款視窗被封鎖：請允許彈出視窗後重試',
  'pay.invalidAsset': '無效的 CAIP-19 資產',
  'pay.assetNotOnNetwork': '該資產不在所要求的網路上',
  'pay.unknownNetwork': '未設定付款網路',
  'pay.invalidRecipient': '收款地址無效',
  'pay.invalidAmount': '金額必須是大於零的數字',
  'pay.notConnected': '連接錢包後才能付款',
  'pay.cancelled': '付款已取消',
  'pay.insufficient': '餘額不足，無法完成此付款',
} satisfies Pick<BaseMessages, TransactionSharedKey>
