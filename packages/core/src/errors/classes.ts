// One class per failure family, so a dApp can `catch (e) { if (e instanceof UserRejectedError) … }`; the code says which
// failure of the family it is.
import { LatchError, type LatchErrorOptions } from './base.ts'
import { type CodeOf, CODES, type LatchErrorCode, type LatchErrorFamily } from './codes.ts'

function family<F extends LatchErrorFamily>(name: string) {
  return class extends LatchError<CodeOf<F>> {
    override name = name
  }
}

/**
 * the person said no: EIP-1193 4001 (and 5000, R-8.98), a closed popup or modal, a cancelled payment
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (error instanceof UserRejectedError) console.warn(error.code)
 * }
 * ```
 */
export class UserRejectedError extends family<'UserRejected'>('UserRejectedError') {}
/**
 * EIP-1193 4100: the method or account is not authorised, or the frame does not allow it
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (error instanceof UnauthorizedError) console.warn(error.code)
 * }
 * ```
 */
export class UnauthorizedError extends family<'Unauthorized'>('UnauthorizedError') {}
/**
 * EIP-1193 4200: the wallet does not do this
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (error instanceof UnsupportedMethodError) console.warn(error.code)
 * }
 * ```
 */
export class UnsupportedMethodError extends family<'UnsupportedMethod'>('UnsupportedMethodError') {}
/**
 * EIP-1193 4900 / 4901: the wallet is disconnected from every chain, or from this one
 *
 * @example
 * ```ts
 * try {
 *   await latch.send({ receiver, amount: '0.1' })
 * } catch (error) {
 *   if (error instanceof ProviderDisconnectedError) console.warn(error.code)
 * }
 * ```
 */
export class ProviderDisconnectedError extends family<'ProviderDisconnected'>('ProviderDisconnectedError') {}
/**
 * a chain the wallet, the connector or the feature does not know (4902, 32603, or no code)
 *
 * @example
 * ```ts
 * try {
 *   await latch.switchNetwork(base)
 * } catch (error) {
 *   if (error instanceof ChainNotSupportedError) console.warn(error.code)
 * }
 * ```
 */
export class ChainNotSupportedError extends family<'ChainNotSupported'>('ChainNotSupportedError') {}
/**
 * EIP-5792 5700–5760: a capability, bundle or atomicity failure of wallet_sendCalls
 *
 * @example
 * ```ts
 * try {
 *   await latch.swap({ quote })
 * } catch (error) {
 *   if (error instanceof CapabilityError) console.warn(error.code)
 * }
 * ```
 */
export class CapabilityError extends family<'Capability'>('CapabilityError') {}
/**
 * JSON-RPC -32000…-32006 and -32603 from a node or wallet
 *
 * @example
 * ```ts
 * try {
 *   await latch.send({ receiver, amount: '0.1' })
 * } catch (error) {
 *   if (error instanceof RpcError) console.warn(error.code)
 * }
 * ```
 */
export class RpcError extends family<'Rpc'>('RpcError') {}
/**
 * what a person typed or a dApp asked for is not valid
 *
 * @example
 * ```ts
 * try {
 *   await latch.send({ receiver: 'not an address', amount: '0.1' })
 * } catch (error) {
 *   if (error instanceof InvalidInputError) console.warn(error.code)
 * }
 * ```
 */
export class InvalidInputError extends family<'InvalidInput'>('InvalidInputError') {}
/**
 * The account holds too little to pay the amount and its fee.
 *
 * @example
 * ```ts
 * try {
 *   await latch.send({ receiver, amount: '1' })
 * } catch (error) {
 *   if (error instanceof InsufficientFundsError) console.warn(error.code)
 * }
 * ```
 */
export class InsufficientFundsError extends family<'InsufficientFunds'>('InsufficientFundsError') {}
/**
 * connecting or disconnecting a wallet failed, or a feature needs a connected one
 *
 * @example
 * ```ts
 * try {
 *   await latch.connect('injected')
 * } catch (error) {
 *   if (error instanceof ConnectionError) console.warn(error.code)
 * }
 * ```
 */
export class ConnectionError extends family<'Connection'>('ConnectionError') {}
/**
 * the embedded wallet's frame, its sign-in and its device
 *
 * @example
 * ```ts
 * try {
 *   await latch.connectEmail('ada@example.com')
 * } catch (error) {
 *   if (error instanceof EmbeddedWalletError) console.warn(error.code)
 * }
 * ```
 */
export class EmbeddedWalletError extends family<'EmbeddedWallet'>('EmbeddedWalletError') {}
/**
 * A wallet, the frame or the cloud did not answer in time.
 *
 * @example
 * ```ts
 * try {
 *   await latch.connect('WALLET_CONNECT')
 * } catch (error) {
 *   if (error instanceof TimeoutError) console.warn(error.code)
 * }
 * ```
 */
export class TimeoutError extends family<'Timeout'>('TimeoutError') {}
/**
 * how the dApp set Latch up: a developer's error, not the visitor's
 *
 * @example
 * ```ts
 * try {
 *   createLatch({ adapters: [], networks: [mainnet] })
 * } catch (error) {
 *   if (error instanceof ConfigurationError) console.warn(error.code)
 * }
 * ```
 */
export class ConfigurationError extends family<'Configuration'>('ConfigurationError') {}
/**
 * The wallet could not sign a message or a transaction.
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (error instanceof SigningError) console.warn(error.code)
 * }
 * ```
 */
export class SigningError extends family<'Signing'>('SigningError') {}
/**
 * A swap could not be quoted, approved or sent.
 *
 * @example
 * ```ts
 * try {
 *   await latch.swap({ quote })
 * } catch (error) {
 *   if (error instanceof SwapError) console.warn(error.code)
 * }
 * ```
 */
export class SwapError extends family<'Swap'>('SwapError') {}
/**
 * Buying with a card failed: no quote, an amount outside the limits, or the provider refused.
 *
 * @example
 * ```ts
 * try {
 *   await latch.getOnrampQuotes(quoteRequest)
 * } catch (error) {
 *   if (error instanceof OnrampError) console.warn(error.code)
 * }
 * ```
 */
export class OnrampError extends family<'Onramp'>('OnrampError') {}
/**
 * Looking up, suggesting or registering a name failed.
 *
 * @example
 * ```ts
 * try {
 *   await latch.registerName('alice')
 * } catch (error) {
 *   if (error instanceof NameServiceError) console.warn(error.code)
 * }
 * ```
 */
export class NameServiceError extends family<'NameService'>('NameServiceError') {}
/**
 * the cloud refused: rate limited or failing
 *
 * @example
 * ```ts
 * try {
 *   await latch.loadActivity()
 * } catch (error) {
 *   if (error instanceof CloudError) console.warn(error.code)
 * }
 * ```
 */
export class CloudError extends family<'Cloud'>('CloudError') {}
/**
 * A failure Latch could not tell apart from the others; its cause holds what was thrown.
 *
 * @example
 * ```ts
 * try {
 *   await latch.connect('injected')
 * } catch (error) {
 *   if (error instanceof UnknownError) console.warn(error.code)
 * }
 * ```
 */
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
