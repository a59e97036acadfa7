// Every code with its family, its wallet number and its English text, for a dApp that lists or documents them.
// Importing it gives the errors every feature's texts at once (an instance gets each with the feature's chunk).
import { ONRAMP_ERROR_TEXTS } from '../onramp/onrampDefaults.ts'
import { PAY_ERROR_TEXTS } from '../pay/payTexts.ts'
import { SWAP_ERROR_TEXTS } from '../swaps/texts.ts'
import { addErrorTexts, CODES, type LatchErrorCode, type LatchErrorFamily, type MessageOf, textOf } from './codes.ts'

addErrorTexts({ ...SWAP_ERROR_TEXTS, ...PAY_ERROR_TEXTS, ...ONRAMP_ERROR_TEXTS })

export type ErrorCodeEntry<C extends LatchErrorCode> = {
  family: (typeof CODES)[C]['family']
  rpcCode?: number
  message: MessageOf<C>
}

/**
 * Every error code with its family, its EIP-1193 or JSON-RPC number where it has one, and its English message: the
 * table the reference's error page lists.
 */
export const ERROR_CODES = Object.fromEntries(
  Object.entries(CODES).map(([code, entry]) => [code, { ...entry, message: textOf(code as LatchErrorCode) }]),
) as unknown as { readonly [C in LatchErrorCode]: ErrorCodeEntry<C> }

export type { LatchErrorFamily }
