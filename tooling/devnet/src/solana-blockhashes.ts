// The stand-in's recent blockhashes: a validator accepts a transaction whose blockhash is among the last 150; litesvm
// knows only its latest, so the stand-in keeps the window and moves the chain on (a slot, a blockhash) after each one.
import { getCompiledTransactionMessageDecoder, type Transaction } from '@solana/kit'
import type { LiteSVM } from 'litesvm'

const WINDOW = 150

export interface RecentBlockhashes {
  has(blockhash: string): boolean
  /** whether the transaction's lifetime is a recent blockhash (a durable nonce is not served) */
  isRecent(transaction: Transaction): boolean
  /** after a landed transaction: the next slot and a fresh blockhash */
  advance(): void
}

export function recentBlockhashes(svm: LiteSVM): RecentBlockhashes {
  const recent: string[] = [svm.latestBlockhash()]
  const decoder = getCompiledTransactionMessageDecoder()
  const has = (blockhash: string) => recent.includes(blockhash)
  return {
    has,
    isRecent(transaction) {
      try {
        return has(decoder.decode(transaction.messageBytes).lifetimeToken)
      } catch {
        // an undecodable message fails in the SVM with the validator's own error
        return true
      }
    },
    advance() {
      svm.expireBlockhash()
      svm.warpToSlot(svm.getClock().slot + 1n)
      recent.push(svm.latestBlockhash())
      if (recent.length > WINDOW) recent.shift()
    },
  }
}
