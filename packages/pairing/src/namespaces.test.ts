import { defineNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { eip155Namespaces, proposalNamespaces, rpcMapOf } from './namespaces.ts'

const coin = { name: 'Coin', symbol: 'C', decimals: 9 }
const network = (
  chainNamespace: Parameters<typeof defineNetwork>[0]['chainNamespace'],
  id: number | string,
  rpc: string,
) =>
  defineNetwork({
    id,
    name: `${chainNamespace} ${id}`,
    chainNamespace,
    nativeCurrency: coin,
    rpcUrls: { default: { http: [rpc] } },
  })

const evmA = network('eip155', 31337, 'http://127.0.0.1:8545')
const evmB = network('eip155', 31338, 'http://127.0.0.1:8546')
const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'http://127.0.0.1:8899')
const bitcoin = network('bip122', '000000000019d6689c085ae165831e93', 'http://127.0.0.1:8332')
const cosmos = network('cosmos', 'cosmoshub-4', 'http://127.0.0.1:26657')
const polkadot = network('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'http://127.0.0.1:9933')
const sui = network('sui', 'mainnet', 'http://127.0.0.1:9000')
const stacks = network('stacks', '1', 'http://127.0.0.1:3999')

describe('proposal namespaces', () => {
  it('R-1.20 R-1.22 R-7.63 R-7.64 R-7.65 proposes every chain namespace among the networks, each with its methods, events and rpcMap', () => {
    const namespaces = proposalNamespaces([evmA, solana, bitcoin, evmB, cosmos, polkadot, sui, stacks])
    // each of the seven chain namespaces
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122', 'cosmos', 'polkadot', 'sui', 'stacks'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      // account requests, signing, typed-data signing, sending, chain switch and add, permissions, calls,
      // capabilities, assets
      methods: [
        'eth_accounts',
        'eth_requestAccounts',
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'eth_sendRawTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getPermissions',
        'wallet_requestPermissions',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_getAssets',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: {
        '31337': 'http://127.0.0.1:8545',
        'eip155:31337': 'http://127.0.0.1:8545',
        '31338': 'http://127.0.0.1:8546',
        'eip155:31338': 'http://127.0.0.1:8546',
      },
    })
    // Solana's message, transaction, all-transactions, sign-and-send signing and its accounts
    expect(namespaces.solana).toEqual({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_getAccounts',
      ],
      events: ['accountsChanged'],
      rpcMap: {
        '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899',
      },
    })
    // Bitcoin's message signing, transfer, addresses and PSBT signing
    expect(namespaces.bip122).toEqual({
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
      rpcMap: {
        '000000000019d6689c085ae165831e93': 'http://127.0.0.1:8332',
        'bip122:000000000019d6689c085ae165831e93': 'http://127.0.0.1:8332',
      },
    })
    // a namespace without a wallet method set of its own is proposed for its accounts and reads only
    expect(namespaces.cosmos).toEqual({
      chains: ['cosmos:cosmoshub-4'],
      methods: [],
      events: [],
      rpcMap: { 'cosmoshub-4': 'http://127.0.0.1:26657', 'cosmos:cosmoshub-4': 'http://127.0.0.1:26657' },
    })
    for (const [namespace, reference, rpc] of [
      ['polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'http://127.0.0.1:9933'],
      ['sui', 'mainnet', 'http://127.0.0.1:9000'],
      ['stacks', '1', 'http://127.0.0.1:3999'],
    ] as const) {
      expect(namespaces[namespace]).toEqual({
        chains: [`${namespace}:${reference}`],
        methods: [],
        events: [],
        rpcMap: { [reference]: rpc, [`${namespace}:${reference}`]: rpc },
      })
    }
  })

  it('an eip155-only configuration proposes exactly the eip155 namespace the connector proposes', () => {
    expect(proposalNamespaces([evmA, evmB])).toEqual(eip155Namespaces([evmA, evmB]))
    // the connector's namespace ignores other chain namespaces
    expect(eip155Namespaces([evmA, solana])).toEqual(eip155Namespaces([evmA]))
  })

  it('rpcMapOf keeps to one namespace and skips a network without an RPC URL', () => {
    const noRpc = defineNetwork({ id: 5, name: 'No RPC', nativeCurrency: coin, rpcUrls: { default: { http: [] } } })
    expect(rpcMapOf([evmA, solana, noRpc])).toEqual({
      '31337': 'http://127.0.0.1:8545',
      'eip155:31337': 'http://127.0.0.1:8545',
    })
    expect(Object.keys(rpcMapOf([evmA, solana], 'solana'))).toEqual([
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
  })

  it('R-9.67 R-7.50 a pairing RPC chain without an RPC URL reads through the cloud proxy; any other chain is left out', () => {
    const mainnet = defineNetwork({ id: 1, name: 'No RPC 1', nativeCurrency: coin, rpcUrls: { default: { http: [] } } })
    const base = defineNetwork({
      id: 8453,
      name: 'No RPC 8453',
      nativeCurrency: coin,
      rpcUrls: { default: { http: [] } },
    })
    const unlisted = defineNetwork({
      id: 31339,
      name: 'No RPC 31339',
      nativeCurrency: coin,
      rpcUrls: { default: { http: [] } },
    })
    const cloud = { cloudUrl: 'http://127.0.0.1:8787', projectId: 'p1' }
    const proxy = (id: number) => `http://127.0.0.1:8787/v1?chainId=eip155%3A${id}&projectId=p1`
    expect(rpcMapOf([evmA, mainnet, base, unlisted], 'eip155', cloud)).toEqual({
      '31337': 'http://127.0.0.1:8545',
      'eip155:31337': 'http://127.0.0.1:8545',
      '1': proxy(1),
      'eip155:1': proxy(1),
      '8453': proxy(8453),
      'eip155:8453': proxy(8453),
    })
    // the app's own URL wins, and without a cloud nothing is invented
    expect(rpcMapOf([evmA], 'eip155', cloud)).toEqual(rpcMapOf([evmA]))
    expect(rpcMapOf([mainnet])).toEqual({})
    expect(eip155Namespaces([mainnet], cloud).eip155?.rpcMap).toEqual({ '1': proxy(1), 'eip155:1': proxy(1) })
  })

  it('proposes nothing without networks', () => {
    expect(proposalNamespaces([])).toEqual({})
  })
})
