import { describe, expect, it } from 'vitest'
import { createCaches } from '../caches.ts'
import {
  startConnectionStatus,
  startConnectionStatuses,
  statusAfterSessionCheck,
  storeConnectionStatus,
} from './connectionStatus.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'

const storageWith = (status?: string, namespaces?: string) => {
  const storage = createSafeStorage(memoryStorage())
  if (status) storage.set(STORAGE_KEYS.connectionStatus, status)
  if (namespaces) storage.set(STORAGE_KEYS.connectedNamespaces, namespaces)
  return storage
}

describe('connection status at start', () => {
  it('R-4.3 R-4.4 with reconnect disabled it starts disconnected, even after a connected session', () => {
    expect(startConnectionStatus(storageWith('connected'), { reconnect: false })).toBe('disconnected')
  })

  it('R-4.5 a stored connected status starts connecting', () => {
    expect(startConnectionStatus(storageWith('connected'), { reconnect: true })).toBe('connecting')
  })

  it('R-4.3 with nothing stored it starts disconnected', () => {
    expect(startConnectionStatus(storageWith(), { reconnect: true })).toBe('disconnected')
  })

  it('R-4.6 a stored disconnected status clears the address cache', () => {
    const storage = storageWith('disconnected')
    const caches = createCaches(storage)
    caches.identity.set({ address: '0xa', identity: { name: 'a' } })
    expect(startConnectionStatus(storage, { reconnect: true })).toBe('disconnected')
    expect(caches.identity.get('0xa')).toBeUndefined()
  })

  it('R-4.3 R-4.5 status is per namespace: only namespaces left connected start connecting', () => {
    expect(
      startConnectionStatuses(storageWith('connected', 'eip155'), ['eip155', 'solana'], { reconnect: true }),
    ).toEqual({
      eip155: 'connecting',
      solana: 'disconnected',
    })
  })

  it('R-4.7 without an auth session the status moves to disconnected', () => {
    expect(statusAfterSessionCheck('connecting', false)).toBe('disconnected')
    expect(statusAfterSessionCheck('connecting', true)).toBe('connecting')
  })

  it('R-3.53 the status is stored for the next load', () => {
    const storage = storageWith()
    storeConnectionStatus(storage, 'connected')
    expect(startConnectionStatus(storage, { reconnect: true })).toBe('connecting')
  })
})
