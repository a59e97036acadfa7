// One class per failure family, so a dApp can `catch (e) { if (e instanceof UserRejectedError) … }`; the code says which
// failure of the family it is.
import { LatchError, type LatchErrorOptions } from './base.ts'
import { type CodeOf, CODES, type LatchErrorCode, type LatchErrorFamily } from './codes.ts'

function family<F extends LatchErrorFamily>(name: string) {
  return class extends LatchError<CodeOf<F>> {
    override name = name
  }
}

/** the person said no: EIP-1193 4001 (and 5000, R-8.98), a closed popup or modal, a cancelled payment */
export class UserRejectedError extends family<'UserRejected'>('UserRejectedError') {}
/** EIP-1193 4100: the method or account is not authorised, or the frame does not allow it */
export class UnauthorizedError extends family<'Unauthorized'>('UnauthorizedError') {}
/** EIP-1193 4200: the wallet does not do this */
export class UnsupportedMethodError extends family<'UnsupportedMethod'>('UnsupportedMethodError') {}
/** EIP-1193 4900 / 4901: the wallet is disconnected from every chain, or from this one */
export class ProviderDisconnectedError extends family<'ProviderDisconnected'>('ProviderDisconnectedError') {}
/** a chain the wallet, the connector or the feature does not know (4902, 32603, or no code) */
export class ChainNotSupportedError extends family<'ChainNotSupported'>('ChainNotSupportedError') {}
/** EIP-5792 5700–5760: a capability, bundle or atomicity failure of wallet_sendCalls */
export class CapabilityError extends family<'Capability'>('CapabilityError') {}
/** JSON-RPC -32000…-32006 and -32603 from a node or wallet */
export class RpcError extends family<'Rpc'>('RpcError') {}
/** what a person typed or a dApp asked for is not valid */
export class InvalidInputError extends family<'InvalidInput'>('InvalidInputError') {}
export class InsufficientFundsError extends family<'InsufficientFunds'>('InsufficientFundsError') {}
/** connecting or disconnecting a wallet failed, or a feature needs a connected one */
export class ConnectionError extends family<'Connection'>('ConnectionError') {}
/** the embedded wallet's frame, its sign-in and its device */
export class EmbeddedWalletError extends family<'EmbeddedWallet'>('EmbeddedWalletError') {}
export class TimeoutError extends family<'Timeout'>('TimeoutError') {}
/** how the dApp set Latch up: a developer's error, not the visitor's */
export class ConfigurationError extends family<'Configuration'>('ConfigurationError') {}
export class SigningError extends family<'Signing'>('SigningError') {}
export class SwapError extends family<'Swap'>('SwapError') {}
export class OnrampError extends family<'Onramp'>('OnrampError') {}
export class NameServiceError extends family<'NameService'>('NameServiceError') {}
/** the cloud refused: rate limited or failing */
export class CloudError extends family<'Cloud'>('CloudError') {}
export class UnknownError extends family<'Unknown'>('UnknownError') {}

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

/** the error of a code, as its family's class: what a thrower writes when the code is only known at run time */
export function latchError<C extends LatchErrorCode>(code: C, options?: LatchErrorOptions<C>): LatchError<C> {
  const Class = CLASSES[CODES[code].family] as unknown as new (code: C, options?: LatchErrorOptions<C>) => LatchError<C>
  return new Class(code, options)
}
