// 简体中文: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const zhCNTransactionsShared = {
  'onramp.open': '购买',
  'swap.open': '兑换',
  'swap.networkUnsupported': '该网络不支持兑换',
  'swap.invalidAmount': '请输入大于零的数量',
  'swap.insufficientBalance': '余额不足，无法完成此次兑换',
  'swap.sameToken': '请选择两种不同的代币',
  'swap.slippageOutOfRange': '滑点必须大于 0 且不超过 50%',
  'swap.quoteExpired': '报价已过期：请获取新的报价',
  'swap.estimateOnly': '这是估算而非报价：无法兑换',
  'swap.quoteUnavailable': '此交易对没有报价',
  'swap.swapFailed': '兑换失败',
  'swap.noPool': '此代币对没有资金池',
  'core.reason': '{reason}',
  'onramp.invalidAmount': '请输入金额',
  'onramp.outOfRange': '请输入 {min} 至 {max} {currency} 之间的金额',
  'onramp.noQuotes': '此购买没有报价',
  'onramp.noAccount': '连接钱包后才能购买',
  'onramp.popupBlocked': '付款窗口被拦截：请允许弹出窗口后重试',
  'pay.invalidAsset': '无效的 CAIP-19 资产',
  'pay.assetNotOnNetwork': '该资产不在所请求的网络上',
  'pay.unknownNetwork': '未配置付款网络',
  'pay.invalidRecipient': '收款地址无效',
  'pay.invalidAmount': '金额必须是大于零的数字',
  'pay.notConnected': '连接钱包后才能支付',
  'pay.cancelled': '付款已取消',
  'pay.insufficient': '余额不足，无法完成此付款',
} satisfies Pick<BaseMessages, TransactionSharedKey>
