// What a call or a typed-data signature does to the control of someone's assets, read from the bytes the wallet is asked
// to sign: who may spend, how much, until when. Only the calls and signatures that hand assets or spending rights to
// someone are decoded; anything else is undefined and the card shows it as it is.
// The kinds are decoded apart: the calls in callIntent.ts, the signatures in typedDataIntent.ts (permits, Seaport).
import type { Address } from 'viem'

export { decodeCallIntent } from './callIntent.ts'
export { decodeTypedDataIntent, type TypedDataLike } from './typedDataIntent.ts'

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
