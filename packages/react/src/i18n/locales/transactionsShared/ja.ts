// 日本語: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const jaTransactionsShared = {
  'onramp.open': '購入',
  'swap.open': 'スワップ',
  'swap.networkUnsupported': 'このネットワークはスワップに対応していません',
  'swap.invalidAmount': 'ゼロより大きい金額を入力してください',
  'swap.insufficientBalance': 'このスワップには残高が足りません',
  'swap.sameToken': '異なる 2 つのトークンを選んでください',
  'swap.slippageOutOfRange': 'スリッページは 0 より大きく 50% 以下にしてください',
  'swap.quoteExpired': '見積もりの期限が切れました: 新しい見積もりを取得してください',
  'swap.estimateOnly': 'これは見積もりではなく概算です: スワップできません',
  'swap.quoteUnavailable': 'このペアの見積もりはありません',
  'swap.swapFailed': 'スワップに失敗しました',
  'swap.noPool': 'このトークンペアのプールはありません',
  'core.reason': '{reason}',
  'onramp.invalidAmount': '金額を入力してください',
  'onramp.outOfRange': '{min}〜{max} {currency} の金額を入力してください',
  'onramp.noQuotes': 'この購入の見積もりはありません',
  'onramp.noAccount': '購入するにはウォレットを接続してください',
  'onramp.popupBlocked': '決済ウィンドウがブロックされました：ポップアップを許可して再試行してください',
  'pay.invalidAsset': '無効な CAIP-19 資産です',
  'pay.assetNotOnNetwork': '資産が指定のネットワーク上にありません',
  'pay.unknownNetwork': '支払いネットワークが設定されていません',
  'pay.invalidRecipient': '受取人のアドレスが無効です',
  'pay.invalidAmount': '金額は 0 より大きい数値にしてください',
  'pay.notConnected': '支払うにはウォレットを接続してください',
  'pay.cancelled': '支払いがキャンセルされました',
  'pay.insufficient': 'この支払いに必要な残高が足りません',
} satisfies Pick<BaseMessages, TransactionSharedKey>
