// The codes the first chunk can raise (createLatch's option checks, the address and namespace rules it runs) with
// their texts, so those errors read right before the table of every code (codes.ts) has loaded. The table takes
// these entries as they are.
import { type Entry, said } from './codeEntry.ts'

/** SPEC §8's texts of the codes the first chunk raises; TEXTS (errors.ts) lists them under the same names */
export const FIRST_PAINT_TEXTS = {
  invalidCaipAddress: 'Invalid CAIP Address',
  unsupportedChainNamespace: 'Unsupported chain namespace',
  adapterNotFound: 'Adapter not found',
  adapterDoesNotExist: (namespace: string) => `No adapter exists for namespace ${namespace}`,
  siwxConflict: 'Cannot set both `siweConfig` and `siwx` options',
} as const

export const FIRST_PAINT_CODES = {
  InvalidCaipAddress: { family: 'InvalidInput', message: FIRST_PAINT_TEXTS.invalidCaipAddress },
  InvalidRequest: { family: 'InvalidInput', rpcCode: -32602, message: said },
  InvalidOption: { family: 'Configuration', message: said },
  AdapterNotFound: { family: 'Configuration', message: FIRST_PAINT_TEXTS.adapterNotFound },
  AdapterDoesNotExist: {
    family: 'Configuration',
    message: ({ namespace }: { namespace: string }) => FIRST_PAINT_TEXTS.adapterDoesNotExist(namespace),
  },
  UnsupportedChainNamespace: { family: 'Configuration', message: FIRST_PAINT_TEXTS.unsupportedChainNamespace },
  SiwxConflict: { family: 'Configuration', message: FIRST_PAINT_TEXTS.siwxConflict },
} as const satisfies Record<string, Entry>
