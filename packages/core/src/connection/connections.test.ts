import { describe, expect, it } from 'vitest'
import {
  addNamespace,
  dedupeAccounts,
  removeConnectionAccount,
  removeNamespace,
  saveConnection,
} from './connections.ts'
import type { Connection } from '../types.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('saving connections', () => {
  it('R-3.8 a new connector is appended', () => {
    expect(saveConnection([], { connectorId: 'injected', accounts: [{ address: A }] })).toEqual([
      { connectorId: 'injected', accounts: [{ address: A }] },
    ])
  })

  it('R-4.31 R-4.32 accounts of an existing non-auth connector merge by address, case-insensitively', () => {
    const list: Connection[] = [{ connectorId: 'injected', accounts: [{ address: A }] }]
    const saved = saveConnection(list, {
      connectorId: 'injected',
      accounts: [{ address: A.toLowerCase() }, { address: B }],
    })
    expect(saved).toEqual([{ connectorId: 'injected', accounts: [{ address: A }, { address: B }] }])
  })

  it('R-4.33 an auth connector entry replaces the existing one', () => {
    const list: Connection[] = [{ connectorId: 'AUTH', accounts: [{ address: A }] }]
    expect(saveConnection(list, { connectorId: 'AUTH', accounts: [{ address: B }] })).toEqual([
      { connectorId: 'AUTH', accounts: [{ address: B }] },
    ])
  })

  it('R-4.35 a connection is kept once per connector id, compared case-insensitively', () => {
    const list: Connection[] = [{ connectorId: 'io.metamask', accounts: [{ address: A }] }]
    const saved = saveConnection(list, { connectorId: 'IO.MetaMask', accounts: [{ address: B }] })
    expect(saved).toHaveLength(1)
    expect(saved[0]?.accounts).toEqual([{ address: A }, { address: B }])
  })

  it('R-4.34 removing an account keeps the connector while it has others; removing its last removes the connector', () => {
    const list: Connection[] = [
      { connectorId: 'injected', accounts: [{ address: A }, { address: B }] },
      { connectorId: 'AUTH', accounts: [{ address: B }] },
    ]
    const once = removeConnectionAccount(list, 'injected', A.toLowerCase())
    expect(once).toEqual([
      { connectorId: 'injected', accounts: [{ address: B }] },
      { connectorId: 'AUTH', accounts: [{ address: B }] },
    ])
    expect(removeConnectionAccount(once, 'INJECTED', B)).toEqual([{ connectorId: 'AUTH', accounts: [{ address: B }] }])
  })

  it('R-4.36 pairing-protocol accounts are de-duplicated case-insensitively', () => {
    expect(
      dedupeAccounts([{ address: A }, { address: A.toLowerCase() }, { address: B }, { address: B.toUpperCase() }]),
    ).toEqual([{ address: A }, { address: B }])
  })

  it('R-4.24 R-4.25 namespace list adds without duplicates and removes', () => {
    expect(addNamespace(['eip155'], 'eip155')).toEqual(['eip155'])
    expect(addNamespace(['eip155'], 'solana')).toEqual(['eip155', 'solana'])
    expect(removeNamespace(['eip155', 'solana'], 'eip155')).toEqual(['solana'])
  })
})
