// latchError: the class of a code's family, from the table of codes (errors/codes.ts). The classes are in
// families.ts, so a module that only throws one of them does not bring the table.
import type { LatchError, LatchErrorOptions } from './base.ts'
import { CODES, type LatchErrorCode, type LatchErrorFamily } from './codes.ts'
import {
  UserRejectedError,
  UnauthorizedError,
  UnsupportedMethodError,
  ProviderDisconnectedError,
  ChainNotSupportedError,
  CapabilityError,
  RpcError,
  InvalidInputError,
  InsufficientFundsError,
  ConnectionError,
  EmbeddedWalletError,
  TimeoutError,
  ConfigurationError,
  SigningError,
  SwapError,
  OnrampError,
  NameServiceError,
  CloudError,
  UnknownError,
} from './families.ts'

// the modules that raise a family by its class still import it from here
export * from './families.ts'

const CLASSES: Record<LatchErrorFamily, new (code: never, options?: never) => LatchError> = {
  UserRejected: UserRejectedError,
  Unauthorized: UnauthorizedError,
  UnsupportedMethod: UnsupportedMethodError,
  ProviderDisconnected: ProviderDisconnectedError,
  ChainNotSupported: ChainNotSupportedError,
  Capability: CapabilityError,
  Rpc: RpcError,
  InvalidInput: InvalidInputError,
  InsufficientFunds: InsufficientFundsError,
  Connection: ConnectionError,
  EmbeddedWallet: EmbeddedWalletError,
  Timeout: TimeoutError,
  Configuration: ConfigurationError,
  Signing: SigningError,
  Swap: SwapError,
  Onramp: OnrampError,
  NameService: NameServiceError,
  Cloud: CloudError,
  Unknown: UnknownError,
}

/**
 * the error of a code, as its family's class: what a thrower writes when the code is only known at run time
 *
 * @example
 * ```ts
 * throw latchError('InvalidOption', { params: { reason: 'networks must not be empty' } })
 * ```
 */
export function latchError<C extends LatchErrorCode>(code: C, options?: LatchErrorOptions<C>): LatchError<C> {
  const Class = CLASSES[CODES[code].family] as unknown as new (code: C, options?: LatchErrorOptions<C>) => LatchError<C>
  return new Class(code, options)
}
