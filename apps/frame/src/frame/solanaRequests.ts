// solana_signTransaction, solana_signAllTransactions, solana_signAndSendTransaction (docs/design/farcaster-and-signing.md §2.3).
import { latchError } from '@latch/core'
import { formatUnits } from 'viem'
import { toBase58, toBase64 } from '../keys/bytes.ts'
import type { UnlockedWallet } from '../keys/index.ts'
import type { BlockList } from '@latch/core/internal/approvals'
import type { ApprovalRequest } from './approval.ts'
import { text } from './texts/frameLocale.ts'
import { solanaOutcome } from './solanaSimulation.ts'
import {
  type CompiledInstruction,
  decodeSolanaTransaction,
  INVALID_SOLANA_TRANSACTION,
  isSolanaTransactionBytes,
  signerIndex,
  signSolanaTransaction,
  type SolanaTransaction,
} from './solanaTransaction.ts'
import { solanaWarnings, withWarnings } from './solanaWarnings.ts'

export const SOLANA_TRANSACTION_METHODS: ReadonlySet<string> = new Set([
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
// names only for exact program ids, so a name on the card is as trustworthy as the address it replaces
const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM]: 'System Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
}
const SYSTEM_TRANSFER = 2
const LAMPORTS_DECIMALS = 9
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const

export const MESSAGE_IS_TRANSACTION =
  'This message is a Solana transaction: it can only be signed as one, with its own approval card'

/** solana_signMessage: bytes that read as a transaction (or its message) are refused before the card */
export function refuseTransactionMessage(message: Uint8Array): void {
  if (isSolanaTransactionBytes(message))
    throw latchError('InvalidRequest', { params: { reason: MESSAGE_IS_TRANSACTION } })
}

/** a Solana JSON-RPC call to the chain's rpcUrl */
export type SolanaRpc = (method: string, params: unknown[]) => Promise<unknown>

/** the request's transactions, parsed; with a public key, each must need that key's signature */
export function solanaTransactionsOf(method: string, params: unknown, publicKey?: Uint8Array): SolanaTransaction[] {
  const { transaction, transactions } = (params ?? {}) as { transaction?: unknown; transactions?: unknown }
  const texts = method === 'solana_signAllTransactions' ? transactions : [transaction]
  if (!Array.isArray(texts) || texts.length === 0)
    throw latchError('InvalidRequest', { params: { reason: INVALID_SOLANA_TRANSACTION } })
  const parsed = texts.map(decodeSolanaTransaction)
  if (publicKey) for (const tx of parsed) signerIndex(tx, publicKey)
  return parsed
}

/** the approval card: network, then per transaction its fee payer and what each instruction does */
export function describeSolanaTransactions(method: string, params: unknown): ApprovalRequest {
  const transactions = solanaTransactionsOf(method, params)
  const details: [string, string][] = [[text('detail.network'), 'Solana']]
  transactions.forEach((tx, i) => {
    if (transactions.length > 1)
      details.push([
        text('detail.transaction'),
        text('detail.transactionOf', { index: i + 1, count: transactions.length }),
      ])
    details.push([text('detail.feePayer'), toBase58(tx.accountKeys[0]!)])
    tx.instructions.forEach((ix, j) =>
      details.push([text('detail.instruction', { index: j + 1 }), describeInstruction(tx, ix)]),
    )
  })
  return { kind: 'transaction', details }
}

// v0 messages may load keys from address lookup tables, which the frame does not fetch: those show as their index
const accountAt = (tx: SolanaTransaction, index: number): string =>
  index < tx.accountKeys.length ? toBase58(tx.accountKeys[index]!) : text('solana.lookupAccount', { index })

function describeInstruction(tx: SolanaTransaction, ix: CompiledInstruction): string {
  const program = accountAt(tx, ix.programIndex)
  const lamports = program === SYSTEM_PROGRAM ? systemTransferLamports(ix) : undefined
  if (lamports !== undefined)
    return text('solana.transfer', {
      amount: formatUnits(lamports, LAMPORTS_DECIMALS),
      to: accountAt(tx, ix.accountIndexes[1]!),
    })
  return PROGRAM_NAMES[program] ?? text('solana.program', { program })
}

/** System Program Transfer: u32 LE instruction 2, u64 LE lamports; accounts [from, to] */
function systemTransferLamports({ data, accountIndexes }: CompiledInstruction): bigint | undefined {
  if (data.length !== 12 || accountIndexes.length < 2) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return view.getUint32(0, true) === SYSTEM_TRANSFER ? view.getBigUint64(4, true) : undefined
}

/**
 * The card of a Solana transaction request, refused first when malformed or not this wallet's to sign: what each
 * instruction does, the warnings (the block list, an account's owner changing) and the simulated outcome.
 * @example
 * const request = await solanaTransactionCard(method, params, wallet, { blockList, origin, rpc })
 */
export async function solanaTransactionCard(
  method: string,
  params: unknown,
  wallet: UnlockedWallet,
  context: { blockList?: BlockList; origin?: string; rpc: SolanaRpc },
): Promise<ApprovalRequest> {
  const transactions = solanaTransactionsOf(method, params, wallet.solanaPublicKey)
  const found = solanaWarnings(transactions, context)
  const outcome = await solanaOutcome(context.rpc, transactions, toBase58(wallet.solanaPublicKey))
  return { ...withWarnings(describeSolanaTransactions(method, params), found), outcome }
}

/** signs after approval and answers as the contract says: base58 in, base58 out */
export async function answerSolanaRequest(
  method: string,
  params: unknown,
  wallet: UnlockedWallet,
  rpc: SolanaRpc,
): Promise<unknown> {
  const publicKey = wallet.solanaPublicKey
  const signed = await Promise.all(
    solanaTransactionsOf(method, params).map((tx) =>
      signSolanaTransaction(tx, publicKey, (message) => wallet.signSolanaMessage(message)),
    ),
  )
  if (method === 'solana_signAllTransactions') return { transactions: signed.map(toBase58) }
  if (method === 'solana_signTransaction') return { transaction: toBase58(signed[0]!) }
  const options = ((params as { options?: Record<string, unknown> }).options ?? {}) as Record<string, unknown>
  const config: Record<string, unknown> = { encoding: 'base64' }
  for (const name of SEND_OPTIONS) if (options[name] !== undefined) config[name] = options[name]
  const signature = await rpc('sendTransaction', [toBase64(signed[0]!), config])
  if (typeof signature !== 'string')
    throw latchError('RpcFailed', { params: { reason: 'The Solana RPC did not answer a transaction signature' } })
  return { signature }
}
