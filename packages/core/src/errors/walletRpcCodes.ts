// The codes a wallet answers with a standard number: a person's no, EIP-1193's, EIP-5792's and JSON-RPC's (with the
// chain codes that share their families). Apart from Latch's own codes: these follow the wallet standards, not a feature.
import type { Entry } from './codeEntry.ts'

export const WALLET_RPC_CODES = {
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
} as const satisfies Record<string, Entry>
