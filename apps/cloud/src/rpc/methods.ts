// Which JSON-RPC methods the proxy forwards: SPEC §6's safe methods that a node answers (reads, filters and
// eth_sendRawTransaction), nothing that uses or reveals the node's own keys (eth_accounts, eth_sendTransaction,
// personal_*) and none of the node's admin or test namespaces (anvil_*, debug_*, txpool_*, admin_*, evm_*).
import { TEXTS } from '@latch/core'

export const PROXIED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
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
  // viem's simulateCalls
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** SPEC §8: -32004 method not supported, with the SPEC's text and the method named */
export const METHOD_NOT_PROXIED = -32004

export const methodNotProxied = (method: string) => `${TEXTS.rpcNotAllowed}: ${method}`
