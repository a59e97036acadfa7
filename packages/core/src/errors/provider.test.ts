// SPEC §8's JSON-RPC / EIP-1193 / EIP-5792 codes: a wallet's number becomes Latch's coded error, and Latch's errors
// leave its providers with their number.
import { describe, expect, it } from 'vitest'
import { LatchError } from './base.ts'
import {
  CapabilityError,
  ChainNotSupportedError,
  EmbeddedWalletError,
  ProviderDisconnectedError,
  RpcError,
  UnauthorizedError,
  UnsupportedMethodError,
  UserRejectedError,
} from './classes.ts'
import { fromProviderError, ProviderRpcError, toProviderRpcError } from './provider.ts'

const wallet = (code: number, message = 'from the wallet') => Object.assign(new Error(message), { code })

describe('a wallet or node number → a coded error', () => {
  it.each([
    ['R-8.78', -32000, RpcError, 'InvalidInput'],
    ['R-8.79', -32001, RpcError, 'ResourceNotFound'],
    ['R-8.80', -32002, RpcError, 'ResourceUnavailable'],
    ['R-8.81', -32003, RpcError, 'TransactionRejected'],
    ['R-8.82', -32004, RpcError, 'MethodNotSupported'],
    ['R-8.83', -32005, RpcError, 'LimitExceeded'],
    ['R-8.84', -32006, RpcError, 'JsonRpcVersionUnsupported'],
    ['R-8.85', 4001, UserRejectedError, 'UserRejected'],
    ['R-8.86', 4100, UnauthorizedError, 'Unauthorized'],
    ['R-8.87', 4200, UnsupportedMethodError, 'UnsupportedMethod'],
    ['R-8.88', 4900, ProviderDisconnectedError, 'Disconnected'],
    ['R-8.89', 4901, ProviderDisconnectedError, 'ChainDisconnected'],
    ['R-8.90', 4902, ChainNotSupportedError, 'UnrecognizedChain'],
    ['R-8.91', 5700, CapabilityError, 'UnsupportedCapability'],
    ['R-8.92', 5710, CapabilityError, 'UnsupportedChainId'],
    ['R-8.93', 5720, CapabilityError, 'DuplicateBundleId'],
    ['R-8.94', 5730, CapabilityError, 'UnknownBundleId'],
    ['R-8.95', 5740, CapabilityError, 'BundleTooLarge'],
    ['R-8.96', 5750, CapabilityError, 'AtomicUpgradeRejected'],
    ['R-8.97', 5760, CapabilityError, 'AtomicityNotSupported'],
    ['R-8.98', 5000, UserRejectedError, 'UserRejected'],
    ['R-8.99', 32603, ChainNotSupportedError, 'InvalidChainId'],
  ] as const)('%s: %i is %s %s', (_rule, number, Class, code) => {
    const raw = wallet(number)
    const error = fromProviderError(new Error('connector wrapped it', { cause: raw }))
    expect(error).toBeInstanceOf(Class)
    expect(error?.code).toBe(code)
    expect(error?.details).toBe('from the wallet')
    expect(error?.walk()).toBe(raw)
    // the same number leaves Latch's providers again (5000 is a rejection, so it leaves as 4001)
    expect(toProviderRpcError(error!).code).toBe(number === 5000 ? 4001 : number)
  })

  it('a LatchError in the chain stays as it is; an unknown number or none maps to nothing', () => {
    const own = new EmbeddedWalletError('DeviceNotConnected')
    expect(fromProviderError(new Error('wrapped', { cause: own }))).toBe(own)
    expect(fromProviderError(wallet(1234))).toBeUndefined()
    expect(fromProviderError(new Error('plain'))).toBeUndefined()
    expect(fromProviderError('text')).toBeUndefined()
  })
})

describe('a coded error → an EIP-1193 provider error', () => {
  it('keeps the text, the number (an internal error without one) and the code in data', () => {
    const rejected = toProviderRpcError(new UserRejectedError('UserRejected'))
    expect(rejected).toBeInstanceOf(ProviderRpcError)
    expect(rejected).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
      data: { code: 'UserRejected' },
    })
    expect(rejected.cause).toBeInstanceOf(LatchError)
    expect(toProviderRpcError(new EmbeddedWalletError('FrameError')).code).toBe(-32603)
  })
})
