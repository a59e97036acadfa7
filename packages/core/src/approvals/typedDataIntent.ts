// The intent of an EIP-712 signature: reads the typed data as eth_signTypedData_v4 carries it and hands the message to
// the permits' and Seaport's readers; anything they do not recognise, or that lacks its type's fields, is undefined.
import type { Intent } from './intent.ts'
import { type Fields, record } from './intentFields.ts'
import { permitIntent } from './permitIntent.ts'
import { seaportIntent } from './seaportIntent.ts'

/** typed data as eth_signTypedData_v4 carries it: numbers may be numbers, decimal or hex strings */
export interface TypedDataLike {
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown } | undefined
  primaryType?: unknown
  message?: unknown
}

function typedIntent(
  primaryType: string,
  domainName: unknown,
  domainContract: unknown,
  message: Fields,
): Intent | undefined {
  return permitIntent(primaryType, domainContract, message) ?? seaportIntent(primaryType, domainName, message)
}

/**
 * The intent of an EIP-712 signature: ERC-2612 and DAI permits, Permit2's PermitSingle / PermitBatch /
 * PermitTransferFrom, Seaport orders. Undefined for any other typed data, and for one of these types whose message
 * does not have the type's fields (the card shows such data raw).
 */
export function decodeTypedDataIntent(data: TypedDataLike): Intent | undefined {
  const message = record(data.message)
  if (typeof data.primaryType !== 'string' || !message) return undefined
  try {
    return typedIntent(data.primaryType, data.domain?.name, data.domain?.verifyingContract, message)
  } catch {
    return undefined
  }
}
