import { describe, expect, it } from 'vitest'
import {
  getDisconnectedConnectorIds,
  isConnectorMarkedDisconnected,
  markConnectorDisconnected,
  unmarkConnectorDisconnected,
} from './disconnectedConnectors.ts'
import { createSafeStorage, memoryStorage } from '../storage.ts'

describe('disconnected connector marks', () => {
  it('R-4.26 R-3.49 a connector is marked disconnected per namespace', () => {
    const storage = createSafeStorage(memoryStorage())
    markConnectorDisconnected(storage, 'eip155', 'io.metamask')
    expect(isConnectorMarkedDisconnected(storage, 'eip155', 'io.metamask')).toBe(true)
    expect(isConnectorMarkedDisconnected(storage, 'solana', 'io.metamask')).toBe(false)
  })

  it('R-4.27 a marked connector can be unmarked', () => {
    const storage = createSafeStorage(memoryStorage())
    markConnectorDisconnected(storage, 'eip155', 'injected')
    markConnectorDisconnected(storage, 'eip155', 'walletConnect')
    unmarkConnectorDisconnected(storage, 'eip155', 'injected')
    expect(getDisconnectedConnectorIds(storage, 'eip155')).toEqual(['walletConnect'])
  })

  it('R-4.28 marking and unmarking compare ids case-insensitively', () => {
    const storage = createSafeStorage(memoryStorage())
    markConnectorDisconnected(storage, 'eip155', 'IO.MetaMask')
    markConnectorDisconnected(storage, 'eip155', 'io.metamask')
    expect(getDisconnectedConnectorIds(storage, 'eip155')).toEqual(['IO.MetaMask'])
    expect(isConnectorMarkedDisconnected(storage, 'eip155', 'io.METAMASK')).toBe(true)
    unmarkConnectorDisconnected(storage, 'eip155', 'io.metamask')
    expect(getDisconnectedConnectorIds(storage, 'eip155')).toEqual([])
  })
})
