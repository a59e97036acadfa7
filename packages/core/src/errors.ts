// Every alert and user-facing text of SPEC §8, in one place (the first chunk's few in errors/firstPaintCodes.ts).
import { FIRST_PAINT_TEXTS } from './errors/firstPaintCodes.ts'

/** The modal's alert codes (APKT…): each with the title and description the alert banner shows. */
export const ALERTS = {
  APKT001: { code: 'APKT001', title: 'Network Not Found', description: 'Network not found in the configured list' },
  APKT002: {
    code: 'APKT002',
    title: 'Invalid App Configuration',
    description: 'Origin is not in the allow list of the project',
  },
  APKT003: { code: 'APKT003', title: 'Network Error', description: 'Failed to load the wallets' },
  APKT004: { code: 'APKT004', title: 'Wallet Request Timeout', description: 'The wallet did not answer in time' },
  APKT005: { code: 'APKT005', title: 'Unverified Domain', description: 'The domain of this app is not verified' },
  APKT006: {
    code: 'APKT006',
    title: 'Session Expired',
    description: 'Your session is invalid or expired; check your system date and time',
  },
  APKT007: { code: 'APKT007', title: 'Invalid Project ID', description: 'The project id is not valid' },
  APKT008: { code: 'APKT008', title: 'Project ID Missing', description: 'No project id was configured' },
  APKT009: { code: 'APKT009', title: 'Server Error', description: 'Fetching the app configuration failed' },
  APKT010: { code: 'APKT010', title: 'Rate Limited', description: 'Too many requests; try again later' },
  // not one of SPEC §8's: a cloud that cannot be reached is not a refusal, and browser wallets work without it
  APKT011: {
    code: 'APKT011',
    title: 'Service Unreachable',
    description:
      "The app's service cannot be reached. Browser wallets still connect and sign; email sign-in, balances and activity need the service.",
  },
} as const

/** The code of one of the modal's alerts, e.g. 'APKT001'. */
export type AlertCode = keyof typeof ALERTS
/** One of the modal's alerts: its code, title and description. */
export type Alert = (typeof ALERTS)[AlertCode]

/** The fixed English texts the instance reports in toasts and errors, by key; the modal shows their translation. */
export const TEXTS = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  errorSigningMessage: 'Error signing message',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  modalClosed: 'Modal closed',
  connectionRejected: 'Connection rejected',
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  failedToInitiateSocial: 'Failed to initiate social connection',
  failedToConnectFarcaster: 'Failed to connect to farcaster',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChains: (message: string) => `Failed to disconnect chains: ${message}`,
  swapsNetworkUnsupported: 'Network not supported for Swaps',
  gasPriceNetworkUnsupported: 'Network not supported for Gas Price',
  invalidCaipAddress: FIRST_PAINT_TEXTS.invalidCaipAddress,
  unsupportedChain: 'Unsupported chain',
  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',
  sendInvalidAmount: 'Enter a valid amount',
  sendInvalidAddress: 'Invalid address',
  sendInsufficientBalance: 'Insufficient balance',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: 'Error registering name',
  unableToLoadEmailDependency: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameDefaultError: 'An error occurred',
  unsupportedChainNamespace: FIRST_PAINT_TEXTS.unsupportedChainNamespace,
  walletConnectConnectorNotFound: 'WalletConnectorConnector not found',
  connectorChainsUnsupported: 'The connector does not support any of the requested chains',
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: FIRST_PAINT_TEXTS.adapterNotFound,
  connectExternalAdapterNotFound: 'connectExternal: adapter not found',
  adapterDoesNotExist: FIRST_PAINT_TEXTS.adapterDoesNotExist,
  rpcTimeout: 'The request took too long to respond.',
  rpcNoUrl: 'No URL was provided to the Transport',
  siwxConflict: FIRST_PAINT_TEXTS.siwxConflict,
  invalidEmail: 'Invalid email',
  emailUpdated: 'Email updated',
} as const

export const FRAME_ALERTS = {
  iframeLoadFailed: 'iframe_load_failed',
  iframeRequestTimeout: 'iframe_request_timeout',
} as const

/** The JSON-RPC, EIP-1193 and EIP-5792 error numbers wallets and nodes answer with, by name. */
export const RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  JSON_RPC_VERSION_UNSUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_BUNDLE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_READY_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
  USER_REJECTED_DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/**
 * true when an error (or its cause chain) is a user rejection (4001, or 5000 by default)
 *
 * @example
 * ```ts
 * try {
 *   await latch.signMessage('Hello')
 * } catch (error) {
 *   if (isUserRejection(error)) return // the visitor said no: nothing to report
 *   throw error
 * }
 * ```
 */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; depth++) {
    // a wallet's number, or a LatchError's (its code is a name; its number is rpcCode)
    const { code, rpcCode } = e as { code?: unknown; rpcCode?: unknown }
    // RPC_ERROR_CODES.USER_REJECTED and USER_REJECTED_DEFAULT, written out so the first paint needs no table of codes
    for (const number of [code, rpcCode]) if (number === 4001 || number === 5000) return true
    const name = (e as { name?: unknown }).name
    if (name === 'UserRejectedRequestError') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** a name-service error shows its first reason description when it has one, else the fallback text */
export function nameErrorMessage(error: unknown, fallback: string): string {
  const reasons = (error as { reasons?: { description?: unknown }[] } | undefined)?.reasons
  const description = Array.isArray(reasons) ? reasons[0]?.description : undefined
  return typeof description === 'string' && description ? description : fallback
}
