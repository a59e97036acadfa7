// Seaport orders signed as EIP-712 OrderComponents: what the offerer gives and what each recipient gets, apart from the
// permits because an order's items are NFTs and tokens of both sides, not one spender's allowance.
import type { Intent, OrderItem } from './intent.ts'
import { address, big, type Fields, record } from './intentFields.ts'

function orderItems(value: unknown, withRecipient: boolean): OrderItem[] {
  if (!Array.isArray(value)) throw new TypeError('not a list of items')
  return value.map((raw) => {
    const item = record(raw) ?? {}
    const amount = big(item.endAmount ?? item.startAmount)
    return {
      itemType: Number(big(item.itemType)),
      token: address(item.token),
      identifier: big(item.identifierOrCriteria ?? 0),
      // a Dutch auction's amount moves from start to end; the larger is what may change hands
      amount: item.startAmount !== undefined && big(item.startAmount) > amount ? big(item.startAmount) : amount,
      ...(withRecipient ? { recipient: address(item.recipient) } : {}),
    }
  })
}

/** the order an EIP-712 message of `primaryType` signs; undefined when it is not a Seaport order */
export function seaportIntent(primaryType: string, domainName: unknown, message: Fields): Intent | undefined {
  if (primaryType === 'OrderComponents' && (domainName === 'Seaport' || 'offer' in message)) {
    return {
      kind: 'order',
      standard: 'Seaport',
      offerer: address(message.offerer),
      offer: orderItems(message.offer, false),
      consideration: orderItems(message.consideration, true),
      endTime: big(message.endTime),
    }
  }
  return undefined
}
