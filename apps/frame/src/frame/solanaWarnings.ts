// A Solana transaction's warnings on the card: the operator's block list (the page's origin, every program the
// transaction calls, every account it sends SOL or tokens to) and a change of an account's owner (the System
// program's Assign, the SPL Token programs' SetAuthority), which hands the account, and what it holds, to another key.
import { type ApprovalWarning, type BlockList, isBlockedOrigin } from '@latch/core/internal/approvals'
import { toBase58 } from '../keys/bytes.ts'
import type { ApprovalRequest } from './approval.ts'
import { warningText } from './intentText.ts'
import type { CompiledInstruction, SolanaTransaction } from './solanaTransaction.ts'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAMS: readonly string[] = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const SYSTEM = { assign: 1, transfer: 2, transferWithSeed: 11 } as const
const TOKEN = { transfer: 3, setAuthority: 6, transferChecked: 12 } as const
/** SetAuthority's authority types, as the SPL Token program numbers them */
export const AUTHORITY_TYPES = ['mint authority', 'freeze authority', 'owner', 'close authority'] as const

const u32 = (data: Uint8Array) =>
  data.length >= 4 ? new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true) : undefined

/** the address at an instruction's account or program index; undefined where it comes from an address lookup table */
const keyAt = (tx: SolanaTransaction, index: number | undefined): string | undefined =>
  index !== undefined && index < tx.accountKeys.length ? toBase58(tx.accountKeys[index]!) : undefined

/** where the instruction sends SOL or tokens: the System transfer's `to`, the token transfer's destination account */
function destinationOf(tx: SolanaTransaction, program: string, ix: CompiledInstruction): string | undefined {
  if (program === SYSTEM_PROGRAM) {
    const kind = u32(ix.data)
    if (kind === SYSTEM.transfer) return keyAt(tx, ix.accountIndexes[1])
    if (kind === SYSTEM.transferWithSeed) return keyAt(tx, ix.accountIndexes[2])
  }
  if (TOKEN_PROGRAMS.includes(program)) {
    if (ix.data[0] === TOKEN.transfer) return keyAt(tx, ix.accountIndexes[1])
    if (ix.data[0] === TOKEN.transferChecked) return keyAt(tx, ix.accountIndexes[2])
  }
  return undefined
}

/** an account whose owner the instruction changes, and to whom; undefined for any other instruction */
function ownerChangeOf(tx: SolanaTransaction, program: string, ix: CompiledInstruction): ApprovalWarning | undefined {
  // Assign: u32 1, then the new owner program (32 bytes); accounts [assigned]
  if (program === SYSTEM_PROGRAM && u32(ix.data) === SYSTEM.assign && ix.data.length === 36)
    return {
      code: 'ownerChange',
      account: keyAt(tx, ix.accountIndexes[0]) ?? '(an account from an address lookup table)',
      owner: toBase58(ix.data.subarray(4, 36)),
      authority: 'owner program',
    }
  // SetAuthority: u8 6, u8 authority type, then COption<Pubkey> (tag 1 and 32 bytes when set: removing one hands
  // nothing to anyone); accounts [account or mint, current authority]
  if (TOKEN_PROGRAMS.includes(program) && ix.data[0] === TOKEN.setAuthority && ix.data[2] === 1 && ix.data.length >= 35)
    return {
      code: 'ownerChange',
      account: keyAt(tx, ix.accountIndexes[0]) ?? '(an account from an address lookup table)',
      owner: toBase58(ix.data.subarray(3, 35)),
      authority: AUTHORITY_TYPES[ix.data[1]!] ?? `authority ${ix.data[1]}`,
    }
  return undefined
}

/**
 * Every warning the transactions raise, the block list's first (as on an EVM card). Base58 addresses are compared
 * exactly: their case is part of them.
 * @example
 * const found = solanaWarnings(transactions, { blockList: { addresses: [drainer] }, origin: 'https://app.example' })
 */
export function solanaWarnings(
  transactions: readonly SolanaTransaction[],
  context: { blockList?: BlockList; origin?: string },
): ApprovalWarning[] {
  const { blockList, origin } = context
  const blocked: ApprovalWarning[] = []
  const changes: ApprovalWarning[] = []
  if (origin && blockList?.domains && isBlockedOrigin(origin, blockList.domains))
    blocked.push({ code: 'blockedOrigin', origin })
  const listed = new Set(blockList?.addresses ?? [])
  const involved = new Set<string>()
  for (const tx of transactions)
    for (const ix of tx.instructions) {
      const program = keyAt(tx, ix.programIndex)
      if (!program) continue
      involved.add(program)
      const destination = destinationOf(tx, program, ix)
      if (destination) involved.add(destination)
      const change = ownerChangeOf(tx, program, ix)
      if (change) changes.push(change)
    }
  for (const address of involved) if (listed.has(address)) blocked.push({ code: 'blockedAddress', address })
  return [...blocked, ...changes]
}

/** `request` with the warnings' lines and codes, as the EVM card carries them; unchanged when there are none */
export function withWarnings(request: ApprovalRequest, found: readonly ApprovalWarning[]): ApprovalRequest {
  if (!found.length) return request
  return {
    ...request,
    warnings: [...new Set(found.map(warningText))],
    warningCodes: [...new Set(found.map((warning) => warning.code))],
  }
}
