// The session the wallet approves: eip155 on both devnet chains with Latch's methods and events.
import { describe, expect, test } from 'vitest'
import { approvedNamespaces, requested, type Proposal } from './namespaces.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const proposal = (required: Proposal['requiredNamespaces'], optional: Proposal['optionalNamespaces']): Proposal =>
  ({
    id: 1,
    expiryTimestamp: 0,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: '00', metadata: { name: 'dApp', description: '', url: 'http://127.0.0.1:5173', icons: [] } },
    requiredNamespaces: required,
    optionalNamespaces: optional,
    pairingTopic: 'ab',
  }) as Proposal

describe('approvedNamespaces', () => {
  test('approves what the dApp asked for (methods and events it supports), on both devnet chains, with the chosen account (R-1.22)', () => {
    const namespaces = approvedNamespaces(
      proposal(
        {},
        {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338'],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['chainChanged'],
          },
        },
      ),
      address,
    )
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(namespaces.eip155?.events).toEqual(['chainChanged'])
  })

  test('a proposal that requires a chain this wallet lacks cannot be approved', () => {
    expect(() =>
      approvedNamespaces(
        proposal({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }, {}),
        address,
      ),
    ).toThrow()
  })

  test('requested lists chains and methods from required and optional namespaces once each', () => {
    const both = proposal(
      { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
      {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: [],
        },
      },
    )
    expect(requested(both)).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
  })
})
