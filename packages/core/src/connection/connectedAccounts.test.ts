import { describe, expect, it } from 'vitest'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'
import {
  accountOfStored,
  forgetConnectedAccount,
  getStoredAccounts,
  storeConnectedAccount,
} from './connectedAccounts.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the stored connected account', () => {
  it('R-3.8 R-3.9 keeps address, connector and network per namespace, and forgets one namespace', () => {
    const storage = createSafeStorage(memoryStorage())
    storeConnectedAccount(storage, 'eip155', { address: ADDRESS, connectorId: 'io.metamask' }, 'eip155:10')
    storeConnectedAccount(storage, 'solana', { address: 'So1', connectorId: 'phantom' }, 'solana:5eykt')
    expect(getStoredAccounts(storage)).toEqual({
      eip155: { address: ADDRESS, connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
      solana: { address: 'So1', connectorId: 'phantom', caipNetworkId: 'solana:5eykt' },
    })
    forgetConnectedAccount(storage, 'eip155')
    expect(Object.keys(getStoredAccounts(storage))).toEqual(['solana'])
  })

  it('an account without an address or connector is not stored; a malformed stored entry is left out', () => {
    const raw = memoryStorage()
    const storage = createSafeStorage(raw)
    storeConnectedAccount(storage, 'eip155', {}, 'eip155:1')
    expect(raw.getItem(STORAGE_KEYS.connectedAccounts)).toBeNull()
    raw.setItem(STORAGE_KEYS.connectedAccounts, JSON.stringify({ eip155: { address: 1 }, solana: 'x' }))
    expect(getStoredAccounts(storage)).toEqual({})
    raw.setItem(STORAGE_KEYS.connectedAccounts, 'null')
    expect(getStoredAccounts(storage)).toEqual({})
  })

  it('R-5.19 R-5.20 a stored account whose network id or CAIP address does not parse is left out (a cookie may be edited)', () => {
    const raw = memoryStorage()
    const storage = createSafeStorage(raw)
    const entry = (caipNetworkId: string, address = ADDRESS) => ({ address, connectorId: 'io.metamask', caipNetworkId })
    raw.setItem(
      STORAGE_KEYS.connectedAccounts,
      JSON.stringify({
        eip155: entry('eip155'),
        solana: entry('solana:5eykt:x'),
        bip122: entry('bip122:1', 'a:b'),
        cosmos: entry('cosmos:hub'),
      }),
    )
    expect(Object.keys(getStoredAccounts(storage))).toEqual(['cosmos'])
  })

  it('R-3.10 R-3.13 a stored account renders as connected with its CAIP address and one eoa account', () => {
    expect(accountOfStored({ address: ADDRESS, connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })).toEqual({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
      connectorId: 'io.metamask',
    })
  })
})
