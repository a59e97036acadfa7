// The codes whose text is what a wallet, the embedded wallet's frame or a chain answered (the code says which failure,
// the words are theirs), and the reads that failed. Apart from the rest: they change with what those parts answer.
import { type Entry, said } from './codeEntry.ts'
import { FIRST_PAINT_CODES } from './firstPaintCodes.ts'

export const ANSWERED_CODES = {
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
  InvalidRequest: FIRST_PAINT_CODES.InvalidRequest,
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
  InvalidOption: FIRST_PAINT_CODES.InvalidOption,
  /** the name service refused, in its own words */
  NameRefused: { family: 'NameService', message: said },
  /** the cloud refused a request, in its own words */
  CloudRefused: { family: 'Cloud', message: said },
  // reads that failed, and the rest
  TokenBalanceUnavailable: { family: 'Unknown' },
  FailedToFetchTransactions: { family: 'Unknown' },
  SomethingWentWrong: { family: 'Unknown' },
} as const satisfies Record<string, Entry>
