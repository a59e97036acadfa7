// One class per failure family, so a dApp can `catch (e) { if (e instanceof UserRejectedError) … }`; the code says which
// failure of the family it is. Apart from the table of codes, so the first chunk can throw them (createLatch's
// option errors) without carrying every code's text.
import { LatchError } from './base.ts'
import type { CodeOf, LatchErrorFamily } from './codes.ts'

/** a family's class: named after it (UserRejected → UserRejectedError), and saying it before the table has loaded */
function family<F extends LatchErrorFamily>(familyName: F) {
  return class extends LatchError<CodeOf<F>> {
    override name = `${familyName}Error`
    override readonly family: LatchErrorFamily = familyName
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
export class UserRejectedError extends family('UserRejected') {}
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
export class UnauthorizedError extends family('Unauthorized') {}
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
export class UnsupportedMethodError extends family('UnsupportedMethod') {}
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
export class ProviderDisconnectedError extends family('ProviderDisconnected') {}
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
export class ChainNotSupportedError extends family('ChainNotSupported') {}
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
export class CapabilityError extends family('Capability') {}
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
export class RpcError extends family('Rpc') {}
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
export class InvalidInputError extends family('InvalidInput') {}
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
export class InsufficientFundsError extends family('InsufficientFunds') {}
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
export class ConnectionError extends family('Connection') {}
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
export class EmbeddedWalletError extends family('EmbeddedWallet') {}
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
export class TimeoutError extends family('Timeout') {}
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
export class ConfigurationError extends family('Configuration') {}
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
export class SigningError extends family('Signing') {}
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
export class SwapError extends family('Swap') {}
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
export class OnrampError extends family('Onramp') {}
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
export class NameServiceError extends family('NameService') {}
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
export class CloudError extends family('Cloud') {}
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
export class UnknownError extends family('Unknown') {}
