import { describe, expect, it } from 'vitest'
import type { LatchState } from '../instance/state.ts'
import { connectMethodOf, connectProperties } from './connectEvent.ts'

describe('CONNECT_SUCCESS analytics properties', () => {
  it('maps connector types to connect methods', () => {
    expect(connectMethodOf('INJECTED')).toBe('browser')
    expect(connectMethodOf('ANNOUNCED')).toBe('browser')
    expect(connectMethodOf('WALLET_CONNECT')).toBe('pairing')
    expect(connectMethodOf('AUTH')).toBe('embedded')
    expect(connectMethodOf(undefined)).toBe('other')
  })
  it('names the wallet, the active network of that namespace and the method; nothing about the account', () => {
    const state = {
      connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
      activeNetwork: { chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' },
    } as unknown as LatchState
    expect(connectProperties(state, 'io.metamask', 'eip155')).toEqual({
      wallet: 'MetaMask',
      network: 'eip155:31337',
      method: 'browser',
      namespace: 'eip155',
    })
    expect(connectProperties(state, 'unknown', 'solana')).toEqual({
      wallet: 'unknown',
      network: 'solana',
      method: 'other',
      namespace: 'solana',
    })
  })
})
