// Every failure Latch raises, by its stable code: the family (error class) it belongs to, the EIP-1193 / EIP-5792 /
// JSON-RPC number a wallet would answer with (SPEC §8, R-8.78–R-8.99), and its English text (SPEC §8's where it has one).
// A code without a text of its own has SPEC §8's text of the same name (ConnectionRejected: TEXTS.connectionRejected).
// The texts of the codes only a later chunk raises (swap, payment, onramp) come with that chunk (addErrorTexts), so the
// first paint carries none of them; errors/table.ts is the whole table. The first chunk carries none of this module
// either: what it raises is in firstPaintCodes.ts, and LatchError reads codes through lookup.ts.
import { TEXTS } from '../errors.ts'
import type { ONRAMP_ERROR_TEXTS } from '../onramp/onrampDefaults.ts'
import type { PAY_ERROR_TEXTS } from '../pay/payTexts.ts'
import type { SWAP_ERROR_TEXTS } from '../swaps/texts.ts'
import { ANSWERED_CODES } from './answeredCodes.ts'
import type { Entry, LatchErrorFamily, Text } from './codeEntry.ts'
import { setErrorLookup } from './lookup.ts'
import { memberTable } from '../instance/memberTable.ts'
import { CONNECTION_CODES } from './connectionCodes.ts'
import { FEATURE_CODES } from './featureCodes.ts'
import { INPUT_CODES } from './inputCodes.ts'
import { WALLET_RPC_CODES } from './walletRpcCodes.ts'

export type { LatchErrorFamily }

// the groups in the table's order (ERROR_CODES and the reference list them so), kept as one table: a literal of
// spreads gives each of the ~150 codes a hidden class of its own
export const CODES = memberTable({
  ...WALLET_RPC_CODES,
  ...INPUT_CODES,
  ...CONNECTION_CODES,
  ...FEATURE_CODES,
  ...ANSWERED_CODES,
} as const) satisfies Record<string, Entry>

/** Every code a LatchError can carry; stable across releases. */
export type LatchErrorCode = keyof typeof CODES

/** the codes of one family, e.g. CodeOf<'UserRejected'> */
export type CodeOf<F extends LatchErrorFamily> = {
  [C in LatchErrorCode]: (typeof CODES)[C]['family'] extends F ? C : never
}[LatchErrorCode]

type FeatureTexts = typeof SWAP_ERROR_TEXTS & typeof PAY_ERROR_TEXTS & typeof ONRAMP_ERROR_TEXTS

/** a code's English text, or the function that builds it from its params */
export type MessageOf<C extends LatchErrorCode> = C extends keyof FeatureTexts
  ? FeatureTexts[C]
  : (typeof CODES)[C] extends { message: infer M }
    ? M
    : Uncapitalize<C> extends keyof typeof TEXTS
      ? (typeof TEXTS)[Uncapitalize<C>]
      : never

/** what a code's text is built from (EmailCooldown's seconds…); none for a fixed text */
type ParamsByCode = { [C in LatchErrorCode]: MessageOf<C> extends (params: infer P) => string ? P : undefined }
export type ParamsOf<C extends LatchErrorCode> = ParamsByCode[C]

/**
 * Whether a value is one of Latch's error codes (a code read from a message or a server's reply, say).
 *
 * @example
 * ```ts
 * if (isLatchErrorCode(reply.code)) showError(t(reply.code))
 * ```
 */
export const isLatchErrorCode = (value: unknown): value is LatchErrorCode =>
  typeof value === 'string' && Object.hasOwn(CODES, value)

const featureTexts: Partial<Record<LatchErrorCode, Text>> = {}

/** a feature's texts, given by its chunk as it loads (before it raises any of its codes) */
export function addErrorTexts(texts: { [C in keyof FeatureTexts]?: FeatureTexts[C] }): void {
  Object.assign(featureTexts, texts)
}

/** a code's own text, a feature's, else SPEC §8's of the same name */
export const textOf = (code: LatchErrorCode): Text | undefined =>
  (CODES[code] as Entry).message ??
  featureTexts[code] ??
  (TEXTS as Record<string, Text>)[code[0]!.toLowerCase() + code.slice(1)]

/** a code's English text (its name, for a feature's code raised before its chunk gave the texts) */
export function errorMessage<C extends LatchErrorCode>(code: C, params?: ParamsOf<C>): string {
  const text = textOf(code) ?? code
  return typeof text === 'string' ? text : (text as (params: unknown) => string)(params ?? {})
}

// from now on an error made reads its code here (before, only the first chunk's codes were known: lookup.ts)
setErrorLookup((code) =>
  isLatchErrorCode(code) ? { ...(CODES[code] as Entry), message: textOf(code) ?? code } : undefined,
)
