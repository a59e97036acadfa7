// Every failure Latch raises, by its stable code: the family (error class) it belongs to, the EIP-1193 / EIP-5792 /
// JSON-RPC number a wallet would answer with (SPEC §8, R-8.78–R-8.99), and its English text (SPEC §8's where it has one).
import { ALERTS, TEXTS } from '../errors.ts'
import { NAME_RULE_TEXTS } from '../names/rules.ts'
import { ONRAMP_TEXTS } from '../onramp/onrampDefaults.ts'
import { PAY_TEXTS } from '../pay/payTexts.ts'
import { SWAP_TEXTS } from '../swaps/texts.ts'

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

type Entry = { family: LatchErrorFamily; message: string | ((params: never) => string); rpcCode?: number }

/** the text of a code whose words come from where it is raised (a wallet's, the frame's card, a node's) */
const said = ({ reason }: { reason: string }) => reason

export const ERROR_CODES = {
  // a person said no
  UserRejected: { family: 'UserRejected', rpcCode: 4001, message: 'User rejected the request.' },
  ConnectionRejected: { family: 'UserRejected', rpcCode: 4001, message: TEXTS.connectionRejected },
  PopupClosed: { family: 'UserRejected', rpcCode: 4001, message: TEXTS.popupClosed },
  ModalClosed: { family: 'UserRejected', rpcCode: 4001, message: TEXTS.modalClosed },
  PaymentCancelled: { family: 'UserRejected', rpcCode: 4001, message: PAY_TEXTS.cancelled },
  // closing the modal aborts what waited on the person
  RequestAborted: { family: 'UserRejected', rpcCode: 4001, message: TEXTS.requestAborted },
  // EIP-1193
  Unauthorized: { family: 'Unauthorized', rpcCode: 4100, message: 'The requested method and/or account has not been authorized' },
  ActionNotAllowed: { family: 'Unauthorized', rpcCode: 4100, message: TEXTS.actionNotAllowed },
  UnsupportedMethod: { family: 'UnsupportedMethod', rpcCode: 4200, message: 'The wallet does not support the requested method' },
  // a method the embedded wallet does not know
  RpcNotAllowed: { family: 'UnsupportedMethod', rpcCode: 4200, message: TEXTS.rpcNotAllowed },
  NeedsSmartAccount: {
    family: 'UnsupportedMethod',
    rpcCode: 4200,
    message: ({ method }: { method: string }) => `${method} needs a smart account; this wallet is an EOA`,
  },
  Disconnected: { family: 'ProviderDisconnected', rpcCode: 4900, message: 'The wallet is disconnected from all chains' },
  /** the embedded wallet's session ended (signed out everywhere, expired): the frame signs nothing more */
  WalletSignedOut: { family: 'ProviderDisconnected', rpcCode: 4900, message: 'The wallet is signed out. Connect again to continue.' },
  ChainDisconnected: { family: 'ProviderDisconnected', rpcCode: 4901, message: 'The wallet is not connected to the requested chain' },
  UnrecognizedChain: { family: 'ChainNotSupported', rpcCode: 4902, message: 'Unrecognized chain; add it to the wallet first' },
  InvalidChainId: { family: 'ChainNotSupported', rpcCode: 32603, message: 'Invalid chain id' },
  UnsupportedChain: { family: 'ChainNotSupported', message: TEXTS.unsupportedChain },
  ChainNotSupported: { family: 'ChainNotSupported', message: TEXTS.chainNotSupported },
  ConnectorChainsUnsupported: { family: 'ChainNotSupported', message: TEXTS.connectorChainsUnsupported },
  SwapsNetworkUnsupported: { family: 'ChainNotSupported', message: TEXTS.swapsNetworkUnsupported },
  PayUnknownNetwork: { family: 'ChainNotSupported', message: PAY_TEXTS.unknownNetwork },
  PayAssetNotOnNetwork: { family: 'ChainNotSupported', message: PAY_TEXTS.assetNotOnNetwork },
  // EIP-5792
  UnsupportedCapability: { family: 'Capability', rpcCode: 5700, message: 'The wallet does not support a non-optional capability' },
  UnsupportedChainId: { family: 'Capability', rpcCode: 5710, message: 'The wallet does not support the requested chain id' },
  SwitchChainFirst: {
    family: 'Capability',
    rpcCode: 5710,
    message: ({ chainId }: { chainId: string }) => `Switch to chain ${chainId} first`,
  },
  DuplicateBundleId: { family: 'Capability', rpcCode: 5720, message: 'Duplicate bundle id' },
  UnknownBundleId: { family: 'Capability', rpcCode: 5730, message: 'Unknown bundle id' },
  BundleTooLarge: { family: 'Capability', rpcCode: 5740, message: 'The bundle has too many calls' },
  AtomicUpgradeRejected: { family: 'Capability', rpcCode: 5750, message: 'The wallet rejected the upgrade to an atomic-ready account' },
  AtomicityNotSupported: { family: 'Capability', rpcCode: 5760, message: 'Atomic execution is not supported by this wallet' },
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
  InvalidEmail: { family: 'InvalidInput', message: TEXTS.invalidEmail },
  InvalidCaipAddress: { family: 'InvalidInput', message: TEXTS.invalidCaipAddress },
  SendAmountAndReceiverRequired: { family: 'InvalidInput', message: TEXTS.sendAmountAndReceiverRequired },
  SendTokenRequired: { family: 'InvalidInput', message: TEXTS.sendTokenRequired },
  SendInvalidAmount: { family: 'InvalidInput', message: TEXTS.sendInvalidAmount },
  SendInvalidAddress: { family: 'InvalidInput', message: TEXTS.sendInvalidAddress },
  PayInvalidAsset: { family: 'InvalidInput', message: PAY_TEXTS.invalidAsset },
  PayInvalidRecipient: { family: 'InvalidInput', message: PAY_TEXTS.invalidRecipient },
  PayInvalidAmount: { family: 'InvalidInput', message: PAY_TEXTS.invalidAmount },
  SwapInvalidAmount: { family: 'InvalidInput', message: SWAP_TEXTS.invalidAmount },
  SwapSameToken: { family: 'InvalidInput', message: SWAP_TEXTS.sameToken },
  SlippageOutOfRange: { family: 'InvalidInput', message: SWAP_TEXTS.slippageOutOfRange },
  OnrampInvalidAmount: { family: 'InvalidInput', message: ONRAMP_TEXTS.invalidAmount },
  OnrampOutOfRange: {
    family: 'InvalidInput',
    message: ({ min, max, currency }: { min: string; max: string; currency: string }) => ONRAMP_TEXTS.outOfRange(min, max, currency),
  },
  NameTooShort: { family: 'InvalidInput', message: NAME_RULE_TEXTS.tooShort },
  NameBadCharacters: { family: 'InvalidInput', message: NAME_RULE_TEXTS.badCharacters },
  // money
  SendInsufficientBalance: { family: 'InsufficientFunds', message: TEXTS.sendInsufficientBalance },
  SwapInsufficientBalance: { family: 'InsufficientFunds', message: SWAP_TEXTS.insufficientBalance },
  PayInsufficientFunds: { family: 'InsufficientFunds', message: PAY_TEXTS.insufficient },
  // connecting and disconnecting
  FailedToConnect: { family: 'Connection', message: TEXTS.failedToConnect },
  FailedToDisconnect: { family: 'Connection', message: TEXTS.failedToDisconnect },
  FailedToDisconnectChains: {
    family: 'Connection',
    message: ({ reason }: { reason: string }) => TEXTS.failedToDisconnectChains(reason),
  },
  FailedToInitiateSocial: { family: 'Connection', message: TEXTS.failedToInitiateSocial },
  FailedToConnectFarcaster: { family: 'Connection', message: TEXTS.failedToConnectFarcaster },
  PayNotConnected: { family: 'Connection', message: PAY_TEXTS.notConnected },
  OnrampNoAccount: { family: 'Connection', message: ONRAMP_TEXTS.noAccount },
  // the embedded wallet and its frame
  AuthInitFailed: { family: 'EmbeddedWallet', message: TEXTS.authInitFailed },
  FrameLoadFailed: { family: 'EmbeddedWallet', message: TEXTS.authInitFailed },
  FrameError: { family: 'EmbeddedWallet', message: TEXTS.frameDefaultError },
  IframeNotSet: { family: 'EmbeddedWallet', message: TEXTS.iframeNotSet },
  UnableToLoadEmailDependency: { family: 'EmbeddedWallet', message: TEXTS.unableToLoadEmailDependency },
  DeviceNotConnected: { family: 'EmbeddedWallet', message: 'Connect this device to your wallet' },
  EmailCodeInvalid: { family: 'EmbeddedWallet', message: 'Invalid or expired code' },
  EmailCooldown: { family: 'EmbeddedWallet', message: ({ seconds }: { seconds: number }) => TEXTS.emailCooldown(seconds) },
  // time
  FrameRequestTimeout: { family: 'Timeout', message: TEXTS.rpcTimeout },
  RpcTimeout: { family: 'Timeout', message: TEXTS.rpcTimeout },
  // how the dApp set Latch up
  AdapterNotFound: { family: 'Configuration', message: TEXTS.adapterNotFound },
  ConnectExternalAdapterNotFound: { family: 'Configuration', message: TEXTS.connectExternalAdapterNotFound },
  AdapterDoesNotExist: { family: 'Configuration', message: ({ namespace }: { namespace: string }) => TEXTS.adapterDoesNotExist(namespace) },
  UnsupportedChainNamespace: { family: 'Configuration', message: TEXTS.unsupportedChainNamespace },
  SiwxConflict: { family: 'Configuration', message: TEXTS.siwxConflict },
  WalletConnectConnectorNotFound: { family: 'Configuration', message: TEXTS.walletConnectConnectorNotFound },
  RpcNoUrl: { family: 'Configuration', message: TEXTS.rpcNoUrl },
  CspInvalidUrl: { family: 'Configuration', message: ({ option, url }: { option: string; url: string }) => `latchCsp: ${option} is not a URL: ${url}` },
  // signing, swaps, buying, names
  ErrorSigningMessage: { family: 'Signing', message: TEXTS.errorSigningMessage },
  SwapQuoteExpired: { family: 'Swap', message: SWAP_TEXTS.quoteExpired },
  SwapEstimateOnly: { family: 'Swap', message: SWAP_TEXTS.estimateOnly },
  SwapQuoteUnavailable: { family: 'Swap', message: SWAP_TEXTS.quoteUnavailable },
  SwapFailed: { family: 'Swap', message: SWAP_TEXTS.swapFailed },
  /** the cloud found no pool for the pair */
  SwapNoPool: { family: 'Swap', message: SWAP_TEXTS.noPool },
  /** any other refusal of the cloud's swap service, in its own words */
  SwapRefused: { family: 'Swap', message: said },
  OnrampNoQuotes: { family: 'Onramp', message: ONRAMP_TEXTS.noQuotes },
  OnrampPopupBlocked: { family: 'Onramp', message: ONRAMP_TEXTS.popupBlocked },
  ErrorResolvingName: { family: 'NameService', message: TEXTS.errorResolvingName },
  ErrorFetchingNameSuggestions: { family: 'NameService', message: TEXTS.errorFetchingNameSuggestions },
  ErrorFetchingNamesForAddress: { family: 'NameService', message: TEXTS.errorFetchingNamesForAddress },
  ErrorRegisteringName: { family: 'NameService', message: TEXTS.errorRegisteringName },
  // the cloud's answers
  RateLimited: { family: 'Cloud', message: ALERTS.APKT010.description },
  ServerError: { family: 'Cloud', message: ALERTS.APKT009.description },
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
  /** no working RPC for the chain asked (none configured, or it is on another chain) */
  ChainRpcUnavailable: { family: 'ChainNotSupported', message: said },
  /** a node's or bundler's JSON-RPC failure with no standard number */
  RpcFailed: { family: 'Rpc', message: said },
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
  /** the amount and the network fee are more than the account holds */
  InsufficientFundsForFee: { family: 'InsufficientFunds', message: 'Insufficient funds for the amount and the network fee' },
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
  TokenBalanceUnavailable: { family: 'Unknown', message: TEXTS.tokenBalanceUnavailable },
  FailedToFetchTransactions: { family: 'Unknown', message: TEXTS.failedToFetchTransactions },
  SomethingWentWrong: { family: 'Unknown', message: TEXTS.somethingWentWrong },
} as const satisfies Record<string, Entry>

export type LatchErrorCode = keyof typeof ERROR_CODES

/** the codes of one family, e.g. CodeOf<'UserRejected'> */
export type CodeOf<F extends LatchErrorFamily> = {
  [C in LatchErrorCode]: (typeof ERROR_CODES)[C]['family'] extends F ? C : never
}[LatchErrorCode]

/** what a code's text is built from (EmailCooldown's seconds…); none for a fixed text */
export type ParamsOf<C extends LatchErrorCode> = C extends LatchErrorCode
  ? (typeof ERROR_CODES)[C]['message'] extends (params: infer P) => string
    ? P
    : undefined
  : never

export const isLatchErrorCode = (value: unknown): value is LatchErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)

/** a code's English text */
export function errorMessage<C extends LatchErrorCode>(code: C, params?: ParamsOf<C>): string {
  const text: Entry['message'] = ERROR_CODES[code].message
  return typeof text === 'string' ? text : (text as (params: unknown) => string)(params ?? {})
}
