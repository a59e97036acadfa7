// solana_signAndSendTransaction's options (SPEC §3) and their preflight commitments (SPEC §9 ).
// the class, not latchError: the first chunk throws it without the table of every code
import { ConfigurationError } from '@latch/core'

/** The commitments `sendOptions.preflightCommitment` accepts; any other throws when the adapter is made. */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
/** One of {@link PREFLIGHT_COMMITMENTS}. */
export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

/** `solana_signAndSendTransaction`'s options, passed to the wallet with every send. */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: PreflightCommitment
  maxRetries?: number
  minContextSlot?: number
}

export const isPreflightCommitment = (value: unknown): value is PreflightCommitment =>
  (PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)

/** a commitment outside SPEC's list or a negative or fractional count throws, before any wallet is asked */
export function checkSendOptions(options: SolanaSendOptions = {}): void {
  const { preflightCommitment } = options
  if (preflightCommitment !== undefined && !isPreflightCommitment(preflightCommitment))
    throw new ConfigurationError('InvalidOption', {
      params: { reason: `preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}` },
    })
  for (const name of ['maxRetries', 'minContextSlot'] as const) {
    const value = options[name]
    if (value !== undefined && (!Number.isInteger(value) || value < 0))
      throw new ConfigurationError('InvalidOption', {
        params: { reason: `${name} must be a whole number of 0 or more` },
      })
  }
}
