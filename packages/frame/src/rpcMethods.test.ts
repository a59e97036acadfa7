import { describe, expect, it } from 'vitest'
import { rpcMethodKind, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts'

describe('frame RPC method kinds', () => {
  it('R-6.4 the listed safe methods run without approval', () => {
    const listed = [
      'eth_accounts',
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_getLogs',
      'eth_estimateGas',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
    ]
    for (const method of listed) expect(rpcMethodKind(method)).toBe('safe')
  })

  it('R-6.5 R-3.97 user-operation queries and the standard eth reads are safe', () => {
    for (const method of [
      'eth_getUserOperationReceipt',
      'eth_getUserOperationByHash',
      'eth_blockNumber',
      'eth_getTransactionReceipt',
      'eth_getCode',
    ]) {
      expect(rpcMethodKind(method)).toBe('safe')
    }
  })

  it('R-6.6 R-6.7 signing and sending need approval', () => {
    const listed = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ]
    for (const method of listed) expect(rpcMethodKind(method)).toBe('unsafe')
    expect(UNSAFE_RPC_METHODS).toHaveLength(listed.length)
  })

  it('R-6.8 any other method is unknown, including look-alikes and object keys', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'wallet_switchEthereumChain',
      'PERSONAL_SIGN',
      '__proto__',
      'constructor',
      'toString',
      '',
    ]) {
      expect(rpcMethodKind(method)).toBe('unknown')
    }
  })

  it('no method is both safe and unsafe', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })
})
