// Validation rules of SPEC §5.
import { TEXTS } from './errors.ts'

export const isEvmAddress = (value: string) => /^(0x)?[0-9a-fA-F]{40}$/.test(value)
export const isSolanaAddress = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
export const isCaipAddress = (value: string) => value.split(':').length === 3 && !value.split(':').includes('')
export const isCaipNetworkId = (value: string) => value.split(':').length === 2 && !value.split(':').includes('')
export const isTransactionHash = (value: string) => /^0x[0-9a-fA-F]{64}$/.test(value)
export const isSignedMessage = (value: string) => /^0x[0-9a-fA-F]{62,}$/.test(value)

/** null when the send form is complete, else the SPEC §5 text to show */
export function sendFormError(form: { amount?: string; receiver?: string; token?: unknown }): string | null {
  if (!form.amount || !form.receiver) return TEXTS.sendAmountAndReceiverRequired
  if (!form.token) return TEXTS.sendTokenRequired
  return null
}
