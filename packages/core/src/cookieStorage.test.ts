// @vitest-environment happy-dom
// cookieStorage round trip over a real document.cookie (happy-dom's), and cookieToInitialState reading its cookies.
import { afterEach, describe, expect, it } from 'vitest'
import { COOKIE_KEYS, cookieHeaderStorage, cookieStorage, readCookie } from './cookieStorage.ts'
import { cookieToInitialState } from './instance/initialState.ts'
import { createLatch } from './latch.ts'
import { STORAGE_KEYS } from './storage.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB } from './testDoubles.ts'

afterEach(() => {
  for (const key of COOKIE_KEYS) cookieStorage.removeItem(key)
  localStorage.clear()
})

describe('cookieStorage', () => {
  it('keeps the connection keys in cookies (URI-encoded names and values) and the rest in localStorage', () => {
    cookieStorage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
    cookieStorage.setItem(STORAGE_KEYS.connectedAccounts, JSON.stringify({ eip155: { address: ADDRESS } }))
    cookieStorage.setItem(STORAGE_KEYS.recentWallets, '[{"id":"w"}]')
    expect(document.cookie).toContain(`${encodeURIComponent(STORAGE_KEYS.connectionStatus)}=connected`)
    expect(document.cookie).not.toContain('recent_wallets')
    expect(localStorage.getItem(STORAGE_KEYS.recentWallets)).toBe('[{"id":"w"}]')
    expect(cookieStorage.getItem(STORAGE_KEYS.connectionStatus)).toBe('connected')
    expect(JSON.parse(cookieStorage.getItem(STORAGE_KEYS.connectedAccounts) ?? '{}')).toEqual({
      eip155: { address: ADDRESS },
    })
    expect(cookieStorage.getItem(STORAGE_KEYS.recentWallets)).toBe('[{"id":"w"}]')
    cookieStorage.removeItem(STORAGE_KEYS.connectionStatus)
    expect(cookieStorage.getItem(STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(document.cookie).not.toContain('connection_status')
  })

  it('a connection made over cookieStorage is what cookieToInitialState reads from the Cookie header', async () => {
    const double = adapterDouble()
    const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage: cookieStorage })
    await latch.connect('latch.test')
    double.context().emit('switchNetwork', { chainId: 31338 })
    const initialState = cookieToInitialState({ adapters: [adapterDouble().adapter] }, document.cookie)
    expect(initialState).toEqual({
      activeCaipNetworkId: 'eip155:31338',
      accounts: { eip155: { address: ADDRESS, connectorId: 'latch.test', caipNetworkId: 'eip155:31338' } },
    })
    await latch.disconnect()
    expect(cookieToInitialState({ adapters: [adapterDouble().adapter] }, document.cookie).accounts).toEqual({})
  })
})

describe('a Cookie header', () => {
  it('is read by name; other cookies, malformed pairs and bad encodings are ignored', () => {
    const name = encodeURIComponent(STORAGE_KEYS.connectionStatus)
    expect(readCookie(`theme=dark; ${name}=connected; x`, STORAGE_KEYS.connectionStatus)).toBe('connected')
    expect(readCookie(`${name}=%E0%A4%A`, STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(readCookie(undefined, STORAGE_KEYS.connectionStatus)).toBeNull()
    expect(cookieHeaderStorage(`${name}=connected`).getItem(STORAGE_KEYS.connectionStatus)).toBe('connected')
    // only the connection keys are read from a request
    expect(cookieHeaderStorage(`${encodeURIComponent(STORAGE_KEYS.email)}=a`).getItem(STORAGE_KEYS.email)).toBeNull()
  })
})
