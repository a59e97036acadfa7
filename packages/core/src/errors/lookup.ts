// What a LatchError reads of its code when it is made: the family, the wallet number and the text. Until the table of
// every code (codes.ts) has loaded, only the codes the first chunk raises are known; the table takes over as it loads
// (with the instance's features, or with any module that raises a code by name through latchError).
import type { Entry } from './codeEntry.ts'
import { FIRST_PAINT_CODES } from './firstPaintCodes.ts'

let lookup = (code: string): Entry | undefined => (FIRST_PAINT_CODES as Record<string, Entry>)[code]

/** the table of codes hands over its lookup as it loads; the entry's message is the code's text, resolved */
export function setErrorLookup(next: (code: string) => Entry | undefined): void {
  lookup = next
}

export const errorEntry = (code: string): Entry | undefined => lookup(code)

/** a code's English text (its name, for a code raised before the table has loaded) */
export function errorText(code: string, params: unknown): string {
  const text = lookup(code)?.message ?? code
  return typeof text === 'string' ? text : (text as (params: unknown) => string)(params ?? {})
}
