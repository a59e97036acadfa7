// 한국어: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const koTransactionsShared = {
  'onramp.open': '구매',
  'swap.open': '스왑',
  'swap.networkUnsupported': '이 네트워크는 스왑을 지원하지 않습니다',
  'swap.invalidAmount': '0보다 큰 금액을 입력하세요',
  'swap.insufficientBalance': '이 스왑에 필요한 잔액이 부족합니다',
  'swap.sameToken': '서로 다른 두 토큰을 고르세요',
  'swap.slippageOutOfRange': '슬리피지는 0보다 크고 50% 이하여야 합니다',
  'swap.quoteExpired': '견적이 만료되었습니다: 새 견적을 받으세요',
  'swap.estimateOnly': '견적이 아닌 추정치입니다: 스왑할 수 없습니다',
  'swap.quoteUnavailable': '이 쌍의 견적이 없습니다',
  'swap.swapFailed': '스왑에 실패했습니다',
  'swap.noPool': '이 토큰 쌍의 풀이 없습니다',
  'core.reason': '{reason}',
  'onramp.invalidAmount': '금액을 입력하세요',
  'onramp.outOfRange': '{min}~{max} {currency} 사이의 금액을 입력하세요',
  'onramp.noQuotes': '이 구매에 대한 견적이 없습니다',
  'onramp.noAccount': '구매하려면 지갑을 연결하세요',
  'onramp.popupBlocked': '결제 창이 차단되었습니다: 팝업을 허용하고 다시 시도하세요',
  'pay.invalidAsset': '잘못된 CAIP-19 자산',
  'pay.assetNotOnNetwork': '요청한 네트워크에 없는 자산입니다',
  'pay.unknownNetwork': '결제 네트워크가 설정되지 않았습니다',
  'pay.invalidRecipient': '잘못된 받는 사람 주소',
  'pay.invalidAmount': '금액은 0보다 큰 숫자여야 합니다',
  'pay.notConnected': '결제하려면 지갑을 연결하세요',
  'pay.cancelled': '결제가 취소되었습니다',
  'pay.insufficient': '이 결제에 필요한 잔액이 부족합니다',
} satisfies Pick<BaseMessages, TransactionSharedKey>
