import { describe, expect, it } from 'vitest'
import {
  addConnectedNamespace,
  getConnectedNamespaces,
  namespacesToDisconnect,
  removeConnectedNamespace,
} from './connectedNamespaces.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'

describe('connected namespaces', () => {
  it('R-4.24 R-3.50 adding a namespace twice keeps one entry, stored comma-joined', () => {
    const storage = createSafeStorage(memoryStorage())
    addConnectedNamespace(storage, 'eip155')
    addConnectedNamespace(storage, 'solana')
    expect(addConnectedNamespace(storage, 'eip155')).toEqual(['eip155', 'solana'])
    expect(storage.get(STORAGE_KEYS.connectedNamespaces)).toBe('eip155,solana')
  })

  it('R-4.25 a namespace can be removed', () => {
    const storage = createSafeStorage(memoryStorage())
    addConnectedNamespace(storage, 'eip155')
    addConnectedNamespace(storage, 'solana')
    expect(removeConnectedNamespace(storage, 'eip155')).toEqual(['solana'])
    expect(getConnectedNamespaces(storage)).toEqual(['solana'])
    expect(removeConnectedNamespace(storage, 'solana')).toEqual([])
    expect(getConnectedNamespaces(storage)).toEqual([])
  })

  it('R-4.22 disconnecting a pairing-protocol connector disconnects all namespaces', () => {
    expect(namespacesToDisconnect('WALLET_CONNECT', 'eip155', ['eip155', 'solana'])).toEqual(['eip155', 'solana'])
  })

  it('R-4.23 disconnecting the embedded-wallet connector disconnects all namespaces', () => {
    expect(namespacesToDisconnect('AUTH', 'solana', ['eip155', 'solana'])).toEqual(['eip155', 'solana'])
  })

  it('R-4.22 any other connector disconnects only its own namespace', () => {
    expect(namespacesToDisconnect('ANNOUNCED', 'eip155', ['eip155', 'solana'])).toEqual(['eip155'])
  })
})
