// What a call or a typed-data signature does to the control of someone's assets, read from the bytes the wallet is asked
// to sign: who may spend, how much, until when. Only the calls and signatures that hand assets or spending rights to
// someone are decoded; anything else is undefined and the card shows it as it is.
import { type Abi, type Address, decodeFunctionData, type Hex, isAddress } from 'viem'

import { UNLIMITED_THRESHOLD } from './constants.ts'

/** One token allowance given in a permit */
export interface PermitAllowance {
  token: Address
  amount: bigint
  unlimited: boolean
}

/** One item of a Seaport order */
export interface OrderItem {
  /** Seaport's item type: 0 native, 1 ERC-20, 2 ERC-721, 3 ERC-1155, 4/5 criteria-based NFTs */
  itemType: number
  token: Address
  identifier: bigint
  amount: bigint
  /** who receives it (consideration items only) */
  recipient?: Address
}

/** What a call or a signature gives away, as one readable intent */
export type Intent =
  | {
      kind: 'approve'
      method: 'approve' | 'increaseAllowance'
      token: Address
      spender: Address
      amount: bigint
      unlimited: boolean
    }
  | { kind: 'approveAll'; collection: Address; operator: Address; approved: boolean }
  /** transferFrom's third argument is an ERC-20 amount or an ERC-721 token id: the selector is the same for both */
  | {
      kind: 'transfer'
      method: 'transfer' | 'transferFrom'
      token: Address
      from?: Address
      to: Address
      amount: bigint
    }
  | {
      kind: 'permit'
      standard: 'ERC-2612' | 'DAI' | 'Permit2'
      /** PermitTransferFrom: the spender moves the tokens once; the other permits set an allowance */
      transfer: boolean
      spender: Address
      allowances: PermitAllowance[]
      /** seconds since the epoch after which the signature (or the allowance, for Permit2's expiration) ends; undefined: never */
      deadline?: bigint
      /** Permit2's allowance expiration, when it differs from the signature's deadline */
      expiration?: bigint
    }
  | {
      kind: 'order'
      standard: 'Seaport'
      offerer: Address
      offer: OrderItem[]
      consideration: OrderItem[]
      endTime: bigint
    }

const isUnlimited = (amount: bigint) => amount >= UNLIMITED_THRESHOLD

const CALLS_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'increaseAllowance',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'addedValue', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const satisfies Abi

/** the intent of a call to `to` with `data`; undefined when the call is none of the asset-control calls */
export function decodeCallIntent(call: { to?: string | null; data?: string | null }): Intent | undefined {
  if (!call.to || !isAddress(call.to, { strict: false }) || !call.data || call.data.length < 10) return undefined
  const token = call.to
  let decoded
  try {
    decoded = decodeFunctionData({ abi: CALLS_ABI, data: call.data as Hex })
  } catch {
    return undefined
  }
  switch (decoded.functionName) {
    case 'approve':
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return { kind: 'approve', method: decoded.functionName, token, spender, amount, unlimited: isUnlimited(amount) }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      return { kind: 'approveAll', collection: token, operator, approved }
    }
    case 'transfer': {
      const [to, amount] = decoded.args
      return { kind: 'transfer', method: 'transfer', token, to, amount }
    }
    case 'transferFrom': {
      const [from, to, amount] = decoded.args
      return { kind: 'transfer', method: 'transferFrom', token, from, to, amount }
    }
  }
}

/** typed data as eth_signTypedData_v4 carries it: numbers may be numbers, decimal or hex strings */
export interface TypedDataLike {
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown } | undefined
  primaryType?: unknown
  message?: unknown
}

type Fields = Record<string, unknown>

const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined

function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value))
  )
    return BigInt(value)
  throw new TypeError(`not an integer: ${String(value)}`)
}

function address(value: unknown): Address {
  if (typeof value === 'string' && isAddress(value, { strict: false })) return value
  throw new TypeError(`not an address: ${String(value)}`)
}

/** 0 (and no value) mean "no deadline" in the permits that allow it */
const deadlineOf = (value: unknown): bigint | undefined =>
  value === undefined || big(value) === 0n ? undefined : big(value)

const allowance = (token: unknown, amount: unknown): PermitAllowance => ({
  token: address(token),
  amount: big(amount),
  unlimited: isUnlimited(big(amount)),
})

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

function typedIntent(
  primaryType: string,
  domainName: unknown,
  domainContract: unknown,
  message: Fields,
): Intent | undefined {
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

/** The addresses whose code the warnings need (is the spender a contract, was it deployed minutes ago) */
export function addressesToCheck(intent: Intent | undefined): Address[] {
  if (!intent) return []
  switch (intent.kind) {
    case 'approve':
    case 'permit':
      return [intent.spender]
    case 'approveAll':
      return [intent.operator]
    case 'transfer':
      return [intent.to]
    case 'order':
      return []
  }
}
