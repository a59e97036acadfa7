// The creation state, and cookieToInitialState: a server renders a returning visitor's account from the request's
// Cookie header, and the client's mount() keeps it shown while the adapter restores the connection.
import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB } from '../testDoubles.ts'
import { cookieToInitialState } from './initialState.ts'

const cookie = (key: string, value: string) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
const account = { address: ADDRESS, connectorId: 'latch.test', caipNetworkId: 'eip155:31338' }
/** the Cookie header of a visitor who left connected on the second devnet */
const header = [
  'theme=dark',
  cookie(STORAGE_KEYS.connectionStatus, 'connected'),
  cookie(STORAGE_KEYS.connectedNamespaces, 'eip155'),
  cookie(STORAGE_KEYS.connectedAccounts, JSON.stringify({ eip155: account })),
  cookie(STORAGE_KEYS.activeCaipNetworkId, 'eip155:31338'),
].join('; ')

describe('cookieToInitialState', () => {
  it('R-4.5 reads the stored account and network of a visitor who left connected', () => {
    expect(cookieToInitialState({ adapters: [adapterDouble().adapter] }, header)).toEqual({
      activeCaipNetworkId: 'eip155:31338',
      accounts: { eip155: account },
    })
  })

  it('R-4.4 R-4.26 no account without a connected status, with reconnect off, or for a connector the visitor disconnected', () => {
    const adapters = [adapterDouble().adapter]
    expect(cookieToInitialState({ adapters }, undefined)).toEqual({ accounts: {} })
    expect(cookieToInitialState({ adapters }, header.replace('=connected', '=disconnected')).accounts).toEqual({})
    expect(cookieToInitialState({ adapters, enableReconnect: false }, header).accounts).toEqual({})
    const disconnected = `${header}; ${cookie(STORAGE_KEYS.disconnectedConnectorIds, JSON.stringify({ eip155: ['latch.test'] }))}`
    expect(cookieToInitialState({ adapters }, disconnected).accounts).toEqual({})
  })

  it('renders the connected account from the first state, and mount() keeps it while the wallet reconnects', () => {
    const double = adapterDouble()
    const options = { adapters: [double.adapter], networks: [devnetA, devnetB] as const }
    const initialState = cookieToInitialState(options, header)
    // the client's storage holds the same values the cookies carried
    const storage = memoryStorage()
    for (const pair of header.split('; ').slice(1)) {
      const [name, value] = pair.split('=') as [string, string]
      storage.setItem(decodeURIComponent(name), decodeURIComponent(value))
    }
    const latch = createLatch({ ...options, storage, initialState, ssr: true })
    const connected = {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31338:${ADDRESS}`,
      connectorId: 'latch.test',
    }
    expect(latch.getState()).toMatchObject({
      activeNetwork: { caipNetworkId: 'eip155:31338' },
      accounts: { eip155: connected },
    })
    const statuses: string[] = []
    latch.subscribe(() => statuses.push(latch.getState().accounts.eip155?.status ?? ''))
    latch.mount()
    expect(double.context().shouldReconnect).toBe(true)
    expect(latch.getState().accounts.eip155).toMatchObject(connected)
    expect(statuses).not.toContain('connecting')
  })

  it('R-4.48 a stored account the wallet does not restore is dropped once the adapter reports it gone', () => {
    const double = adapterDouble()
    const options = { adapters: [double.adapter], networks: [devnetA, devnetB] as const }
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
    storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
    const latch = createLatch({ ...options, storage, initialState: cookieToInitialState(options, header), ssr: true })
    latch.mount()
    double.context().emit('disconnect', {})
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it("R-4.5 without cookies, mount() gives the stored address as restoring (the account stays connecting, with no address), never a disconnected connector's", () => {
    const storage = memoryStorage()
    for (const pair of header.split('; ').slice(1)) {
      const [name, value] = pair.split('=') as [string, string]
      storage.setItem(decodeURIComponent(name), decodeURIComponent(value))
    }
    const double = adapterDouble()
    const latch = createLatch({ adapters: [double.adapter], networks: [devnetA, devnetB], storage, ssr: true })
    expect(latch.getState().restoring).toBeUndefined()
    latch.mount()
    expect(latch.getState().restoring).toEqual({ eip155: ADDRESS })
    // nothing acts for it before the wallet answers: the account itself has no address yet
    expect(latch.getState().accounts.eip155?.status).toBe('connecting')
    expect(latch.getState().accounts.eip155?.address).toBeUndefined()
    // once the restore settles (here the wallet says it is gone), the stored address is no longer shown
    double.context().emit('disconnect', {})
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().restoring).toEqual({})
    storage.setItem(STORAGE_KEYS.disconnectedConnectorIds, JSON.stringify({ eip155: ['latch.test'] }))
    const gone = createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA, devnetB], storage, ssr: true })
    gone.mount()
    expect(gone.getState().restoring).toEqual({})
  })
})
