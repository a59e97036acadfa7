// Which frame RPC methods run at once, which wait for the user's approval, and which are refused (SPEC §6).

/** run without approval: the standard eth read methods, raw sends, capability and user-operation queries */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const

/** need the user's approval in ApproveTransaction */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** Whether an RPC method only reads (safe), needs the user's approval in the frame (unsafe), or is not known. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

const KINDS: ReadonlyMap<string, RpcMethodKind> = new Map<string, RpcMethodKind>([
  ...SAFE_RPC_METHODS.map((method) => [method, 'safe'] as const),
  ...UNSAFE_RPC_METHODS.map((method) => [method, 'unsafe'] as const),
])

/**
 * safe, unsafe, or unknown — an unknown method is refused with 'Requested RPC call is not allowed'
 *
 * @example
 * ```ts
 * rpcMethodKind('eth_chainId') // 'safe'
 * rpcMethodKind('eth_sendTransaction') // 'unsafe'
 * ```
 */
export function rpcMethodKind(method: string): RpcMethodKind {
  return KINDS.get(method) ?? 'unknown'
}
