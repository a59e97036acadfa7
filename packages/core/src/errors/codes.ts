// Every failure Latch raises, by its stable code: the family (error class) it belongs to, the EIP-1193 / EIP-5792 /
// JSON-RPC number a wallet would answer with (SPEC §8, R-8.78–R-8.99), and its English text (SPEC §8's where it has one).
// A code without a text of its own has SPEC §8's text of the same name (ConnectionRejected: TEXTS.connectionRejected).
// The texts of the codes only a later chunk raises (swap, payment, onramp) come with that chunk (addErrorTexts), so the
// first paint carries none of them; errors/table.ts is the whole table.
import { ALERTS, TEXTS } from '../errors.ts'
import { NAME_RULE_TEXTS } from '../names/rules.ts'
import type { ONRAMP_ERROR_TEXTS } from '../onramp/onrampDefaults.ts'
import type { PAY_ERROR_TEXTS } from '../pay/payTexts.ts'
import type { SWAP_ERROR_TEXTS } from '../swaps/texts.ts'

/** The failure families, one error class each (UserRejected → UserRejectedError…). */
export type LatchErrorFamily =
  | 'UserRejected'
  | 'Unauthorized'
  | 'UnsupportedMethod'
  | 'ProviderDisconnected'
  | 'ChainNotSupported'
  | 'Capability'
  | 'Rpc'
  | 'InvalidInput'
  | 'InsufficientFunds'
  | 'Connection'
  | 'EmbeddedWallet'
  | 'Timeout'
  | 'Configuration'
  | 'Signing'
  | 'Swap'
  | 'Onramp'
  | 'NameService'
  | 'Cloud'
  | 'Unknown'

type Text = string | ((params: never) => string)
type Entry = { family: LatchErrorFamily; message?: Text; rpcCode?: number }

/** the text of a code whose words come from where it is raised (a wallet's, the frame's card, a node's) */
const said = ({ reason }: { reason: string }) => reason

export const CODES = {
  // a person said no
  UserRejected: { family: 'UserRejected', rpcCode: 4001, message: 'User rejected the request.' },
  ConnectionRejected: { family: 'UserRejected', rpcCode: 4001 },
  PopupClosed: { family: 'UserRejected', rpcCode: 4001 },
  ModalClosed: { family: 'UserRejected', rpcCode: 4001 },
  PaymentCancelled: { family: 'UserRejected', rpcCode: 4001 },
  // closing the modal aborts what waited on the person
  RequestAborted: { family: 'UserRejected', rpcCode: 4001 },
  // EIP-1193
  Unauthorized: {
    family: 'Unauthorized',
    rpcCode: 4100,
    message: 'The requested method and/or account has not been authorized',
  },
  ActionNotAllowed: { family: 'Unauthorized', rpcCode: 4100 },
  UnsupportedMethod: {
    family: 'UnsupportedMethod',
    rpcCode: 4200,
    message: 'The wallet does not support the requested method',
  },
  // a method the embedded wallet does not know
  RpcNotAllowed: { family: 'UnsupportedMethod', rpcCode: 4200 },
  NeedsSmartAccount: {
    family: 'UnsupportedMethod',
    rpcCode: 4200,
    message: ({ method }: { method: string }) => `${method} needs a smart account; this wallet is an EOA`,
  },
  Disconnected: {
    family: 'ProviderDisconnected',
    rpcCode: 4900,
    message: 'The wallet is disconnected from all chains',
  },
  /** the embedded wallet's session ended (signed out everywhere, expired): the frame signs nothing more */
  WalletSignedOut: {
    family: 'ProviderDisconnected',
    rpcCode: 4900,
    message: 'The wallet is signed out. Connect again to continue.',
  },
  ChainDisconnected: {
    family: 'ProviderDisconnected',
    rpcCode: 4901,
    message: 'The wallet is not connected to the requested chain',
  },
  UnrecognizedChain: {
    family: 'ChainNotSupported',
    rpcCode: 4902,
    message: 'Unrecognized chain; add it to the wallet first',
  },
  InvalidChainId: { family: 'ChainNotSupported', rpcCode: 32603, message: 'Invalid chain id' },
  UnsupportedChain: { family: 'ChainNotSupported' },
  ChainNotSupported: { family: 'ChainNotSupported' },
  ConnectorChainsUnsupported: { family: 'ChainNotSupported' },
  SwapsNetworkUnsupported: { family: 'ChainNotSupported' },
  PayUnknownNetwork: { family: 'ChainNotSupported' },
  PayAssetNotOnNetwork: { family: 'ChainNotSupported' },
  // EIP-5792
  UnsupportedCapability: {
    family: 'Capability',
    rpcCode: 5700,
    message: 'The wallet does not support a non-optional capability',
  },
  UnsupportedChainId: {
    family: 'Capability',
    rpcCode: 5710,
    message: 'The wallet does not support the requested chain id',
  },
  SwitchChainFirst: {
    family: 'Capability',
    rpcCode: 5710,
    message: ({ chainId }: { chainId: string }) => `Switch to chain ${chainId} first`,
  },
  DuplicateBundleId: { family: 'Capability', rpcCode: 5720, message: 'Duplicate bundle id' },
  UnknownBundleId: { family: 'Capability', rpcCode: 5730, message: 'Unknown bundle id' },
  BundleTooLarge: { family: 'Capability', rpcCode: 5740, message: 'The bundle has too many calls' },
  AtomicUpgradeRejected: {
    family: 'Capability',
    rpcCode: 5750,
    message: 'The wallet rejected the upgrade to an atomic-ready account',
  },
  AtomicityNotSupported: {
    family: 'Capability',
    rpcCode: 5760,
    message: 'Atomic execution is not supported by this wallet',
  },
  // JSON-RPC
  InvalidInput: { family: 'Rpc', rpcCode: -32000, message: 'Invalid input' },
  ResourceNotFound: { family: 'Rpc', rpcCode: -32001, message: 'Resource not found' },
  ResourceUnavailable: { family: 'Rpc', rpcCode: -32002, message: 'Resource unavailable' },
  TransactionRejected: { family: 'Rpc', rpcCode: -32003, message: 'Transaction rejected' },
  /** a send the wallet or the chain refused for a reason of its own (its words stay on the cause) */
  SendFailed: { family: 'Unknown', message: 'Transaction failed' },
  MethodNotSupported: { family: 'Rpc', rpcCode: -32004, message: 'Method not supported' },
  LimitExceeded: { family: 'Rpc', rpcCode: -32005, message: 'Request limit exceeded' },
  JsonRpcVersionUnsupported: { family: 'Rpc', rpcCode: -32006, message: 'JSON-RPC version not supported' },
  InternalError: { family: 'Rpc', rpcCode: -32603, message: 'Internal JSON-RPC error' },
  // what a person typed or a dApp asked for
  InvalidEmail: { family: 'InvalidInput' },
  InvalidCaipAddress: { family: 'InvalidInput' },
  SendAmountAndReceiverRequired: { family: 'InvalidInput' },
  SendTokenRequired: { family: 'InvalidInput' },
  SendInvalidAmount: { family: 'InvalidInput' },
  SendInvalidAddress: { family: 'InvalidInput' },
  PayInvalidAsset: { family: 'InvalidInput' },
  PayInvalidRecipient: { family: 'InvalidInput' },
  PayInvalidAmount: { family: 'InvalidInput' },
  SwapInvalidAmount: { family: 'InvalidInput' },
  SwapSameToken: { family: 'InvalidInput' },
  SlippageOutOfRange: { family: 'InvalidInput' },
  OnrampInvalidAmount: { family: 'InvalidInput' },
  OnrampOutOfRange: { family: 'InvalidInput' },
  NameTooShort: { family: 'InvalidInput', message: NAME_RULE_TEXTS.tooShort },
  NameBadCharacters: { family: 'InvalidInput', message: NAME_RULE_TEXTS.badCharacters },
  // money
  SendInsufficientBalance: { family: 'InsufficientFunds' },
  SwapInsufficientBalance: { family: 'InsufficientFunds' },
  PayInsufficientFunds: { family: 'InsufficientFunds' },
  // connecting and disconnecting
  FailedToConnect: { family: 'Connection' },
  FailedToDisconnect: { family: 'Connection' },
  FailedToDisconnectChains: {
    family: 'Connection',
    message: ({ reason }: { reason: string }) => TEXTS.failedToDisconnectChains(reason),
  },
  FailedToInitiateSocial: { family: 'Connection' },
  FailedToConnectFarcaster: { family: 'Connection' },
  PayNotConnected: { family: 'Connection' },
  OnrampNoAccount: { family: 'Connection' },
  // the embedded wallet and its frame
  AuthInitFailed: { family: 'EmbeddedWallet' },
  FrameLoadFailed: { family: 'EmbeddedWallet', message: TEXTS.authInitFailed },
  FrameError: { family: 'EmbeddedWallet', message: TEXTS.frameDefaultError },
  IframeNotSet: { family: 'EmbeddedWallet' },
  UnableToLoadEmailDependency: { family: 'EmbeddedWallet' },
  DeviceNotConnected: { family: 'EmbeddedWallet', message: 'Connect this device to your wallet' },
  EmailCodeInvalid: { family: 'EmbeddedWallet', message: 'Invalid or expired code' },
  EmailCooldown: {
    family: 'EmbeddedWallet',
    message: ({ seconds }: { seconds: number }) => TEXTS.emailCooldown(seconds),
  },
  // passkeys: the cloud's refusals of a WebAuthn registration or sign-in, nothing changed by any of them
  PasskeysUnavailable: { family: 'EmbeddedWallet', message: 'Passkeys are not available for this project' },
  PasskeyChallengeInvalid: {
    family: 'EmbeddedWallet',
    message: 'This passkey request expired or was already used. Please try again',
  },
  PasskeyNotVerified: { family: 'EmbeddedWallet', message: 'The passkey could not be verified' },
  PasskeyUnknown: { family: 'EmbeddedWallet', message: 'This passkey is not registered' },
  PasskeyReplayed: { family: 'EmbeddedWallet', message: 'This passkey answer was already used' },
  PasskeyAlreadyRegistered: { family: 'EmbeddedWallet', message: 'This passkey is already registered' },
  PasskeyNotUsed: { family: 'EmbeddedWallet', message: 'No passkey was used. Try again, or create a passkey' },
  PasskeyRequired: {
    family: 'EmbeddedWallet',
    message: 'This wallet opens only with its passkey here. Continue with your passkey',
  },
  // time
  FrameRequestTimeout: { family: 'Timeout', message: TEXTS.rpcTimeout },
  RpcTimeout: { family: 'Timeout' },
  // how the dApp set Latch up
  AdapterNotFound: { family: 'Configuration' },
  ConnectExternalAdapterNotFound: { family: 'Configuration' },
  AdapterDoesNotExist: {
    family: 'Configuration',
    message: ({ namespace }: { namespace: string }) => TEXTS.adapterDoesNotExist(namespace),
  },
  UnsupportedChainNamespace: { family: 'Configuration' },
  SiwxConflict: { family: 'Configuration' },
  WalletConnectConnectorNotFound: { family: 'Configuration' },
  RpcNoUrl: { family: 'Configuration' },
  CspInvalidUrl: {
    family: 'Configuration',
    message: ({ option, url }: { option: string; url: string }) => `latchCsp: ${option} is not a URL: ${url}`,
  },
  // signing, swaps, buying, names
  ErrorSigningMessage: { family: 'Signing' },
  SwapQuoteExpired: { family: 'Swap' },
  SwapEstimateOnly: { family: 'Swap' },
  SwapQuoteUnavailable: { family: 'Swap' },
  SwapFailed: { family: 'Swap' },
  /** the cloud found no pool for the pair */
  SwapNoPool: { family: 'Swap' },
  /** any other refusal of the cloud's swap service, in its own words */
  SwapRefused: { family: 'Swap' },
  OnrampNoQuotes: { family: 'Onramp' },
  OnrampPopupBlocked: { family: 'Onramp' },
  ErrorResolvingName: { family: 'NameService' },
  ErrorFetchingNameSuggestions: { family: 'NameService' },
  ErrorFetchingNamesForAddress: { family: 'NameService' },
  ErrorRegisteringName: { family: 'NameService' },
  // the cloud's answers
  RateLimited: { family: 'Cloud', message: ALERTS.APKT010.description },
  ServerError: { family: 'Cloud', message: ALERTS.APKT009.description },
  /** the cloud could not be reached at all (offline, DNS failure, nothing listening): no answer, so no refusal */
  CloudUnreachable: { family: 'Cloud', message: ALERTS.APKT011.description },
  // what a wallet, the embedded wallet's frame or a chain answered: the code says which failure, the text is theirs
  /** another request already waits on the person's approval (JSON-RPC -32002, as wallets answer it) */
  RequestAlreadyPending: { family: 'Rpc', rpcCode: -32002, message: 'Another request is waiting for approval' },
  /** the request names an account that is not this wallet's */
  AccountNotAuthorized: { family: 'Unauthorized', rpcCode: 4100, message: said },
  /** the embedded wallet's key refuses a signature that would act for the person's own smart account */
  OwnAccountSignatureRefused: { family: 'Unauthorized', rpcCode: 4100, message: said },
  /** a sign-in message that names another page than the one asking */
  SignInWrongPage: { family: 'Unauthorized', rpcCode: 4100, message: said },
  /** the embedded wallet offers no smart account here (not enabled for the project or the chain) */
  SmartAccountUnavailable: { family: 'UnsupportedMethod', rpcCode: 4200, message: said },
  /** a method this wallet does not offer (ERC-7715 permissions, a method outside its list…) */
  WalletMethodUnsupported: { family: 'UnsupportedMethod', rpcCode: 4200, message: said },
  /** the embedded wallet's session is not there (not signed in on this device) */
  NotSignedIn: { family: 'ProviderDisconnected', rpcCode: 4900, message: said },
  /** the request's parameters are not valid (JSON-RPC -32602) */
  InvalidRequest: { family: 'InvalidInput', rpcCode: -32602, message: said },
  /** a sign-in message the embedded wallet will not sign: not a valid EIP-4361 or SIWS message for the account asked */
  SignInMessageInvalid: { family: 'InvalidInput', rpcCode: -32602, message: said },
  /** no working RPC for the chain asked (none configured, or it is on another chain) */
  ChainRpcUnavailable: { family: 'ChainNotSupported', message: said },
  /** a node's or bundler's JSON-RPC failure with no standard number */
  RpcFailed: { family: 'Rpc', message: said },
  /** the revoke of an approval was mined and reverted: the approval stands */
  RevokeFailed: { family: 'Rpc', message: 'Transaction failed' },
  /** the wallet answered without what was asked (no signature, no account, a malformed one) */
  WalletAnswerInvalid: { family: 'Signing', message: said },
  /** the chosen wallet is not there (not installed, no such connector) */
  WalletNotFound: { family: 'Connection', message: said },
  /** the wallet has no account on this network */
  WalletHasNoAccount: { family: 'Connection', message: said },
  /** an action needs a connected wallet of a namespace, and none is */
  WalletNotConnected: { family: 'Connection', message: said },
  /** a social login whose answer is not one this frame started, or came to the wrong page */
  SocialLoginInvalid: { family: 'Connection', message: said },
  /** the transaction was mined and failed, or the user operation reverted */
  TransactionReverted: { family: 'Rpc', message: said },
  /** the transaction was sent and not confirmed in time */
  TransactionTimeout: { family: 'Timeout', message: said },
  /** the wallet did not answer a liveness check before a request (the session is stale): the request was not sent */
  WalletNotResponding: {
    family: 'Timeout',
    message:
      'The wallet is not responding. Open your wallet app and keep it open, then try again; if it still does not respond, disconnect and connect again.',
  },
  /** the amount and the network fee are more than the account holds */
  InsufficientFundsForFee: {
    family: 'InsufficientFunds',
    message: 'Insufficient funds for the amount and the network fee',
  },
  /** the bundler refused the smart account's user operation */
  UserOperationRejected: { family: 'Rpc', rpcCode: -32003, message: said },
  /** the project's paymaster refused to sponsor, or its setting could not be read */
  SponsorshipRefused: { family: 'EmbeddedWallet', message: said },
  /** the frame cannot work in this browser (storage blocked…): every request fails with the reason */
  FrameUnavailable: { family: 'EmbeddedWallet', message: said },
  /** the frame's setup (project id, configuration) is missing or invalid */
  FrameConfigInvalid: { family: 'Configuration', message: said },
  /** an option Latch was given is not valid; the text names it */
  InvalidOption: { family: 'Configuration', message: said },
  /** the name service refused, in its own words */
  NameRefused: { family: 'NameService', message: said },
  /** the cloud refused a request, in its own words */
  CloudRefused: { family: 'Cloud', message: said },
  // reads that failed, and the rest
  TokenBalanceUnavailable: { family: 'Unknown' },
  FailedToFetchTransactions: { family: 'Unknown' },
  SomethingWentWrong: { family: 'Unknown' },
} as const satisfies Record<string, Entry>

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
