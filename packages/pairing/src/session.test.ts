import { describe, expect, it } from 'vitest'
import { pairingAccounts, sessionAccountsByNamespace } from './session.ts'

const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const PUBKEY = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const methods: string[] = []
const events: string[] = []

describe('session accounts per namespace', () => {
  it('R-1.22 R-4.36 groups CAIP-10 accounts by namespace, one per address whatever its letter case', () => {
    const grouped = sessionAccountsByNamespace({
      namespaces: {
        eip155: {
          accounts: [
            'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            'eip155:10:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
            'eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          ],
          methods,
          events,
        },
        [SOL]: { accounts: [`${SOL}:${PUBKEY}`], methods, events },
      },
    })
    expect(grouped).toEqual({
      eip155: [
        {
          caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          namespace: 'eip155',
          chainId: '1',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        },
        {
          caipAddress: 'eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          namespace: 'eip155',
          chainId: '10',
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        },
      ],
      // keyed by the account's own namespace, even when the session keys it by CAIP-2 id
      solana: [
        {
          caipAddress: `${SOL}:${PUBKEY}`,
          namespace: 'solana',
          chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          address: PUBKEY,
        },
      ],
    })
  })

  it('the same address in two namespaces is kept in each', () => {
    const grouped = sessionAccountsByNamespace({
      namespaces: {
        a: { accounts: ['cosmos:hub:abc'], methods, events },
        b: { accounts: ['sui:mainnet:ABC'], methods, events },
      },
    })
    expect(Object.fromEntries(Object.entries(grouped).map(([ns, list]) => [ns, list.map((a) => a.address)]))).toEqual({
      cosmos: ['abc'],
      sui: ['ABC'],
    })
  })

  it('a provider without a session has no accounts', () => {
    expect(pairingAccounts({ session: undefined })).toEqual({})
  })
})
