// A frame refusal crosses the postMessage boundary with its code (never read from its text) and leaves the page
// provider with its EIP-1193 / EIP-5792 number.
import {
  CapabilityError,
  EmbeddedWalletError,
  type LatchError,
  ProviderDisconnectedError,
  UnsupportedMethodError,
  UserRejectedError,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { frameReplyError } from './client.ts'
import { errorPayload } from './dispatcher.ts'
import { ERROR_PAYLOAD } from './payloads.ts'
import { providerErrorOf, RPC_TEXTS } from './rpcErrors.ts'

/** what the page reads of an error the frame threw: its reply payload, schema-checked and structured-cloned */
const acrossTheFrame = (thrown: unknown) => frameReplyError(ERROR_PAYLOAD.parse(structuredClone(errorPayload(thrown))))

describe('frame refusal codes', () => {
  it.each([
    ['R-8.85 a rejection is 4001', new UserRejectedError('UserRejected'), 4001, RPC_TEXTS.userRejected],
    ['R-8.94 an unknown bundle id is 5730', new CapabilityError('UnknownBundleId'), 5730, RPC_TEXTS.unknownBundle],
    ['R-8.93 a duplicate bundle id is 5720', new CapabilityError('DuplicateBundleId'), 5720, RPC_TEXTS.duplicateBundle],
    [
      'R-8.97 atomicity not supported is 5760',
      new CapabilityError('AtomicityNotSupported'),
      5760,
      RPC_TEXTS.atomicUnsupported,
    ],
    [
      'R-8.92 another chain is 5710',
      new CapabilityError('SwitchChainFirst', { params: { chainId: '8453' } }),
      5710,
      RPC_TEXTS.switchChain('8453'),
    ],
    [
      'R-8.87 a smart-account method on an EOA is 4200',
      new UnsupportedMethodError('NeedsSmartAccount', { params: { method: 'eth_sendUserOperation' } }),
      4200,
      RPC_TEXTS.needsSmartAccount('eth_sendUserOperation'),
    ],
    [
      'R-8.88 a signed-out wallet is 4900 (EIP-1193 disconnected)',
      new ProviderDisconnectedError('WalletSignedOut'),
      4900,
      RPC_TEXTS.signedOut,
    ],
  ])('%s', (_name, thrown, code, text) => {
    // wrapped by the frame's own code on its way out: the code still crosses
    const received = acrossTheFrame(new Error('while handling RPC_REQUEST', { cause: thrown }))
    expect(received).toBeInstanceOf(thrown.constructor)
    expect((received as LatchError).code).toBe(thrown.code)
    expect(providerErrorOf(received)).toMatchObject({ code, message: text })
  })

  it('a refusal is told by its code, not its text: an uncoded error with a refusal text is an internal error', () => {
    expect(providerErrorOf(acrossTheFrame(new Error(RPC_TEXTS.userRejected))).code).toBe(-32603)
    expect(providerErrorOf(acrossTheFrame(new Error('RPC request failed (502)')))).toMatchObject({
      code: -32603,
      message: 'RPC request failed (502)',
    })
  })

  it('the device not being connected crosses as its code, so core connects the device without reading the text', () => {
    const received = acrossTheFrame(new EmbeddedWalletError('DeviceNotConnected'))
    expect(received).toBeInstanceOf(EmbeddedWalletError)
    expect(received).toMatchObject({ code: 'DeviceNotConnected', message: 'Connect this device to your wallet' })
  })

  it('an unknown code from a newer frame, or no message, still reads', () => {
    expect(frameReplyError({ message: 'new failure', code: 'SomethingNew' })).toMatchObject({ message: 'new failure' })
    expect(frameReplyError(undefined)).toMatchObject({ code: 'FrameError', message: 'An error occurred' })
  })
})
