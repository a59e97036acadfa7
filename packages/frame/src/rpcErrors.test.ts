import { describe, expect, it } from 'vitest'
import { providerErrorCode, RPC_TEXTS } from './rpcErrors.ts'

describe('frame refusal codes', () => {
  it.each([
    ['a rejection is 4001', RPC_TEXTS.userRejected, 4001],
    ['R-8.94 an unknown bundle id is 5730', RPC_TEXTS.unknownBundle, 5730],
    ['R-8.93 a duplicate bundle id is 5720', RPC_TEXTS.duplicateBundle, 5720],
    ['R-8.97 atomicity not supported is 5760', RPC_TEXTS.atomicUnsupported, 5760],
    ['R-8.92 another chain is 5710', RPC_TEXTS.switchChain('8453'), 5710],
    ['a smart-account method on an EOA is 4200', RPC_TEXTS.needsSmartAccount('eth_sendUserOperation'), 4200],
    ['a signed-out wallet is 4900 (EIP-1193 disconnected)', RPC_TEXTS.signedOut, 4900],
    ['any other text is an internal error', 'RPC request failed (502)', -32603],
  ])('%s', (_name, message, code) => {
    expect(providerErrorCode(message)).toBe(code)
  })
})
