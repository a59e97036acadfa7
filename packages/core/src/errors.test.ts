import { describe, expect, it } from 'vitest'
import { ALERTS, FRAME_ALERTS, isUserRejection, nameErrorMessage, RPC_ERROR_CODES, TEXTS } from './errors.ts'
import { ConnectionError, UserRejectedError } from './errors/classes.ts'

describe('alerts', () => {
  it.each([
    ['R-8.1', 'APKT001', 'Network Not Found'],
    ['R-8.2', 'APKT002', 'Invalid App Configuration'],
    ['R-8.3', 'APKT003', 'Network Error'],
    ['R-8.4', 'APKT004', 'Wallet Request Timeout'],
    ['R-8.5', 'APKT005', 'Unverified Domain'],
    ['R-8.6', 'APKT006', 'Session Expired'],
    ['R-8.7', 'APKT007', 'Invalid Project ID'],
    ['R-8.8', 'APKT008', 'Project ID Missing'],
    ['R-8.9', 'APKT009', 'Server Error'],
    ['R-8.10', 'APKT010', 'Rate Limited'],
  ] as const)('%s %s has title %s', (_rule, code, title) => {
    expect(ALERTS[code]).toMatchObject({ code, title })
  })

  it('R-8.1 R-8.2 R-8.3 R-8.6 R-8.9 descriptions say what went wrong', () => {
    expect(ALERTS.APKT001.description).toMatch(/network/i)
    expect(ALERTS.APKT002.description).toMatch(/origin/i)
    expect(ALERTS.APKT003.description).toMatch(/wallets/i)
    expect(ALERTS.APKT006.description).toMatch(/date and time/i)
    expect(ALERTS.APKT009.description).toMatch(/app configuration/i)
  })

  it('R-8.63 R-8.64 frame alerts', () => {
    expect(FRAME_ALERTS).toEqual({
      iframeLoadFailed: 'iframe_load_failed',
      iframeRequestTimeout: 'iframe_request_timeout',
    })
  })
})

describe('user-facing texts', () => {
  it.each([
    ['R-8.21', TEXTS.tokenBalanceUnavailable, 'Token Balance Unavailable'],
    ['R-8.23', TEXTS.failedToFetchTransactions, 'Failed to fetch transactions'],
    ['R-8.24', TEXTS.errorSigningMessage, 'Error signing message'],
    ['R-8.25', TEXTS.authInitFailed, 'A problem occurred while trying initialize authentication'],
    ['R-8.28 R-6.9', TEXTS.rpcNotAllowed, 'Requested RPC call is not allowed'],
    ['R-8.29 R-6.10', TEXTS.actionNotAllowed, 'Action not allowed'],
    ['R-8.30', TEXTS.modalClosed, 'Modal closed'],
    ['R-8.31', TEXTS.connectionRejected, 'Connection rejected'],
    ['R-8.32', TEXTS.popupClosed, 'Popup closed'],
    ['R-8.33', TEXTS.failedToConnect, 'Failed to connect'],
    ['R-8.34', TEXTS.failedToInitiateSocial, 'Failed to initiate social connection'],
    ['R-8.35', TEXTS.failedToConnectFarcaster, 'Failed to connect to farcaster'],
    ['R-8.36', TEXTS.failedToDisconnect, 'Failed to disconnect'],
    ['R-8.38', TEXTS.swapsNetworkUnsupported, 'Network not supported for Swaps'],
    ['R-8.39', TEXTS.gasPriceNetworkUnsupported, 'Network not supported for Gas Price'],
    ['R-8.40', TEXTS.invalidCaipAddress, 'Invalid CAIP Address'],
    ['R-8.41', TEXTS.unsupportedChain, 'Unsupported chain'],
    ['R-8.43', TEXTS.errorResolvingName, 'Error resolving name'],
    ['R-8.44', TEXTS.errorFetchingNameSuggestions, 'Error fetching name suggestions'],
    ['R-8.45', TEXTS.errorFetchingNamesForAddress, 'Error fetching names for address'],
    ['R-8.46', TEXTS.errorRegisteringName, 'Error registering name'],
    ['R-8.58', TEXTS.unableToLoadEmailDependency, 'Unable to load email login dependency'],
    ['R-8.59', TEXTS.iframeNotSet, 'W3mFrame: iframe is not set'],
    ['R-8.60', TEXTS.requestAborted, 'Request was aborted'],
    ['R-8.61', TEXTS.somethingWentWrong, 'Something went wrong'],
    ['R-8.62', TEXTS.frameDefaultError, 'An error occurred'],
    ['R-8.65', TEXTS.unsupportedChainNamespace, 'Unsupported chain namespace'],
    ['R-8.66', TEXTS.walletConnectConnectorNotFound, 'WalletConnectorConnector not found'],
    ['R-8.67', TEXTS.connectorChainsUnsupported, 'The connector does not support any of the requested chains'],
    ['R-8.68', TEXTS.chainNotSupported, 'Chain is not supported'],
    ['R-8.69', TEXTS.adapterNotFound, 'Adapter not found'],
    ['R-8.70', TEXTS.connectExternalAdapterNotFound, 'connectExternal: adapter not found'],
    ['R-8.101', TEXTS.rpcTimeout, 'The request took too long to respond.'],
    ['R-8.102', TEXTS.rpcNoUrl, 'No URL was provided to the Transport'],
    ['R-5.23', TEXTS.sendAmountAndReceiverRequired, 'An amount and receiver address are required'],
    ['R-5.24', TEXTS.sendTokenRequired, 'A token is required'],
    ['R-5.9', TEXTS.siwxConflict, 'Cannot set both `siweConfig` and `siwx` options'],
  ])('%s says %j', (_rule, text, expected) => {
    expect(text).toBe(expected)
  })

  it('R-8.27 R-5.2 the email cooldown text names the seconds', () => {
    expect(TEXTS.emailCooldown(12)).toBe('Please try again after 12 seconds')
  })

  it('R-8.37 the disconnect-chains text carries the cause', () => {
    expect(TEXTS.failedToDisconnectChains('socket closed')).toBe('Failed to disconnect chains: socket closed')
  })
})

describe('RPC error codes', () => {
  it.each([
    ['R-8.73', 'PARSE_ERROR', -32700],
    ['R-8.74', 'INVALID_REQUEST', -32600],
    ['R-8.75', 'METHOD_NOT_FOUND', -32601],
    ['R-8.76', 'INVALID_PARAMS', -32602],
    ['R-8.77', 'INTERNAL_ERROR', -32603],
    ['R-8.78', 'INVALID_INPUT', -32000],
    ['R-8.79', 'RESOURCE_NOT_FOUND', -32001],
    ['R-8.80', 'RESOURCE_UNAVAILABLE', -32002],
    ['R-8.81', 'TRANSACTION_REJECTED', -32003],
    ['R-8.82', 'METHOD_NOT_SUPPORTED', -32004],
    ['R-8.83', 'LIMIT_EXCEEDED', -32005],
    ['R-8.84', 'JSON_RPC_VERSION_UNSUPPORTED', -32006],
    ['R-8.85', 'USER_REJECTED', 4001],
    ['R-8.86', 'UNAUTHORIZED', 4100],
    ['R-8.87', 'UNSUPPORTED_METHOD', 4200],
    ['R-8.88', 'DISCONNECTED', 4900],
    ['R-8.89', 'CHAIN_DISCONNECTED', 4901],
    ['R-8.90', 'UNRECOGNIZED_CHAIN', 4902],
    ['R-8.91', 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY', 5700],
    ['R-8.92', 'UNSUPPORTED_CHAIN_ID', 5710],
    ['R-8.93', 'DUPLICATE_BUNDLE_ID', 5720],
    ['R-8.94', 'UNKNOWN_BUNDLE_ID', 5730],
    ['R-8.95', 'BUNDLE_TOO_LARGE', 5740],
    ['R-8.96', 'ATOMIC_READY_UPGRADE_REJECTED', 5750],
    ['R-8.97', 'ATOMICITY_NOT_SUPPORTED', 5760],
    ['R-8.98', 'USER_REJECTED_DEFAULT', 5000],
    ['R-8.99', 'INVALID_CHAIN_ID', 32603],
  ] as const)('%s %s is %i', (_rule, name, code) => {
    expect(RPC_ERROR_CODES[name]).toBe(code)
  })

  it('R-8.85 R-8.98 4001 and 5000 read as a user rejection, also deep in a cause chain', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection({ code: 5000 })).toBe(true)
    expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ code: -32603 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })

  it("R-8.85 a LatchError of 4001 (the frame's card, a closed pop-up) is a rejection by its number; a text alone never is", () => {
    expect(isUserRejection(new UserRejectedError('UserRejected'))).toBe(true)
    expect(isUserRejection(new Error('while connecting', { cause: new UserRejectedError('PopupClosed') }))).toBe(true)
    expect(isUserRejection(new ConnectionError('FailedToConnect'))).toBe(false)
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(false)
  })
})

describe('name errors', () => {
  it('R-8.42 shows the first reason description when there is one', () => {
    const error = { reasons: [{ description: 'Name is taken' }, { description: 'Too short' }] }
    expect(nameErrorMessage(error, TEXTS.errorRegisteringName)).toBe('Name is taken')
  })

  it('R-8.43 R-8.44 R-8.45 R-8.46 falls back to the operation text otherwise', () => {
    expect(nameErrorMessage(new Error('500'), TEXTS.errorResolvingName)).toBe('Error resolving name')
    expect(nameErrorMessage({ reasons: [] }, TEXTS.errorFetchingNameSuggestions)).toBe(
      'Error fetching name suggestions',
    )
    expect(nameErrorMessage(undefined, TEXTS.errorFetchingNamesForAddress)).toBe('Error fetching names for address')
  })
})
