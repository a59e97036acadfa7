// The chain namespaces a Latch instance takes (SPEC §1): exactly seven, each usable with an adapter of its own.
import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { createLatch } from '../latch.ts'
import { adapterDouble, devnetA } from '../testDoubles.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types.ts'

const SPEC_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks']

const networkOf = (chainNamespace: ChainNamespace) =>
  defineNetwork({
    id: chainNamespace === 'eip155' ? 1 : `${chainNamespace}-ref`,
    chainNamespace,
    name: `A ${chainNamespace} network`,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

describe('chain namespaces', () => {
  it('R-1.20 are eip155, solana, polkadot, bip122, cosmos, sui and stacks', () => {
    expect([...CHAIN_NAMESPACES].sort()).toEqual([...SPEC_NAMESPACES].sort())
  })

  it.each(SPEC_NAMESPACES as ChainNamespace[])(
    'R-1.20 an instance takes a %s network with its adapter, under its CAIP-2 id',
    (namespace) => {
      const network = networkOf(namespace)
      const latch = createLatch({ adapters: [adapterDouble({ namespace }).adapter], networks: [network] })
      expect(latch.getState().activeNetwork?.caipNetworkId).toBe(`${namespace}:${network.id}`)
    },
  )

  it('R-1.20 R-8.65 any other namespace is unsupported', () => {
    for (const other of ['tron', 'near', 'EIP155', '']) {
      const network = { ...devnetA, chainNamespace: other as ChainNamespace, caipNetworkId: `${other}:1` as const }
      expect(() => createLatch({ adapters: [adapterDouble().adapter], networks: [network] })).toThrow(
        'Unsupported chain namespace',
      )
    }
  })

  it('R-8.72 R-5.27 a network whose namespace has no adapter: the adapter does not exist, and no instance is made', () => {
    expect(() => createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA, networkOf('sui')] })).toThrow(
      'No adapter exists for namespace sui',
    )
  })
})
