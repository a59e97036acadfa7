// Tiếng Việt: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const viTransactionsShared = {
  'onramp.open': 'Mua',
  'swap.open': 'Hoán đổi',
  'swap.networkUnsupported': 'Mạng không hỗ trợ hoán đổi',
  'swap.invalidAmount': 'Nhập số lượng lớn hơn không',
  'swap.insufficientBalance': 'Số dư không đủ cho lần hoán đổi này',
  'swap.sameToken': 'Chọn hai token khác nhau',
  'swap.slippageOutOfRange': 'Trượt giá phải lớn hơn 0 và tối đa 50%',
  'swap.quoteExpired': 'Báo giá đã hết hạn: hãy lấy báo giá mới',
  'swap.estimateOnly': 'Đây là ước tính, không phải báo giá: không thể hoán đổi',
  'swap.quoteUnavailable': 'Không có báo giá cho cặp này',
  'swap.swapFailed': 'Hoán đổi thất bại',
  'swap.noPool': 'Không có pool cho cặp token này',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Nhập số tiền',
  'onramp.outOfRange': 'Nhập số tiền từ {min} đến {max} {currency}',
  'onramp.noQuotes': 'Không có báo giá cho giao dịch mua này',
  'onramp.noAccount': 'Kết nối ví để mua',
  'onramp.popupBlocked': 'Cửa sổ thanh toán bị chặn: hãy cho phép cửa sổ bật lên và thử lại',
  'pay.invalidAsset': 'Tài sản CAIP-19 không hợp lệ',
  'pay.assetNotOnNetwork': 'Tài sản không nằm trên mạng được yêu cầu',
  'pay.unknownNetwork': 'Mạng thanh toán chưa được cấu hình',
  'pay.invalidRecipient': 'Địa chỉ người nhận không hợp lệ',
  'pay.invalidAmount': 'Số tiền phải là số lớn hơn 0',
  'pay.notConnected': 'Kết nối ví để thanh toán',
  'pay.cancelled': 'Đã hủy thanh toán',
  'pay.insufficient': 'Không đủ tiền cho khoản thanh toán này',
} satisfies Pick<BaseMessages, TransactionSharedKey>
