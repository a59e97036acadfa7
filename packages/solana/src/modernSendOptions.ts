// The send options as the Wallet Standard and @solana/kit take them (preflight.ts checks them when the adapter is
// made; this part loads with the session).
import type { PreflightCommitment, SolanaSendOptions } from './preflight.ts'

/** the commitment a current client knows: the legacy names map as web3.js deprecated them */
const MODERN: Readonly<Record<PreflightCommitment, 'processed' | 'confirmed' | 'finalized'>> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/** the options with a commitment the Wallet Standard and @solana/kit accept */
export function modernSendOptions(options: SolanaSendOptions) {
  const { preflightCommitment, ...rest } = options
  return { ...rest, ...(preflightCommitment ? { preflightCommitment: MODERN[preflightCommitment] } : {}) }
}
