// The permits a signature gives: DAI's and ERC-2612's, and Permit2's allowances (PermitSingle, PermitBatch) and
// one-time transfers (PermitTransferFrom and its batch and witness forms). Apart from Seaport: each standard's fields.
import type { Intent } from './intent.ts'
import { address, allowance, big, deadlineOf, type Fields, record } from './intentFields.ts'

/** the permit an EIP-712 message of `primaryType` gives; undefined when it is none of them */
export function permitIntent(primaryType: string, domainContract: unknown, message: Fields): Intent | undefined {
  if (primaryType === 'Permit' && 'holder' in message && 'allowed' in message) {
    // DAI's permit: all or nothing
    const allowed = message.allowed === true || message.allowed === 'true'
    return {
      kind: 'permit',
      standard: 'DAI',
      transfer: false,
      spender: address(message.spender),
      allowances: [{ token: address(domainContract), amount: allowed ? 2n ** 256n - 1n : 0n, unlimited: allowed }],
      deadline: deadlineOf(message.expiry),
    }
  }
  if (primaryType === 'Permit' && 'spender' in message && 'value' in message) {
    return {
      kind: 'permit',
      standard: 'ERC-2612',
      transfer: false,
      spender: address(message.spender),
      allowances: [allowance(domainContract, message.value)],
      deadline: deadlineOf(message.deadline),
    }
  }
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const list =
      primaryType === 'PermitSingle'
        ? [record(message.details)]
        : Array.isArray(message.details)
          ? message.details.map(record)
          : []
    if (list.length === 0 || list.some((item) => item === undefined)) throw new TypeError('no permit details')
    const details = list as Fields[]
    const expirations = details.map((item) => big(item.expiration ?? 0))
    const earliest = expirations.reduce((min, value) => (value < min ? value : min))
    return {
      kind: 'permit',
      standard: 'Permit2',
      transfer: false,
      spender: address(message.spender),
      allowances: details.map((item) => allowance(item.token, item.amount)),
      deadline: deadlineOf(message.sigDeadline),
      ...(earliest === 0n ? {} : { expiration: earliest }),
    }
  }
  if (
    primaryType === 'PermitTransferFrom' ||
    primaryType === 'PermitBatchTransferFrom' ||
    primaryType === 'PermitWitnessTransferFrom' ||
    primaryType === 'PermitBatchWitnessTransferFrom'
  ) {
    const permitted = Array.isArray(message.permitted) ? message.permitted.map(record) : [record(message.permitted)]
    if (permitted.length === 0 || permitted.some((item) => item === undefined)) throw new TypeError('nothing permitted')
    return {
      kind: 'permit',
      standard: 'Permit2',
      transfer: true,
      spender: address(message.spender),
      allowances: (permitted as Fields[]).map((item) => allowance(item.token, item.amount)),
      deadline: deadlineOf(message.deadline),
    }
  }
  return undefined
}
