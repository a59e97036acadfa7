import type { Connector } from '../types.ts'
import { describe, expect, it } from 'vitest'
import { connectorGroups } from './connectorGroups.ts'

const announced = (name: string, rdns: string): Connector => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  info: { rdns },
  chain: 'eip155',
})
const test = announced('Latch Test Wallet', 'dev.latch.testwallet')
const other = announced('Other Wallet', 'dev.other')
const browser: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const coinbase: Connector = { id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }
const auth: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const desktop = { isMobile: false, hasInjectedProvider: true }

describe('connectorGroups', () => {
  it('R-2.26: puts announced wallets in injected and external SDK wallets in external', () => {
    const groups = connectorGroups([test, coinbase], [], desktop)
    expect(groups.injected).toEqual([test])
    expect(groups.external).toEqual([coinbase])
    expect(groups.recent).toEqual([])
  })
  it('moves recent wallets (matched by rdns) into recent, in recent order', () => {
    const groups = connectorGroups(
      [test, other],
      [
        { id: 'x', rdns: 'dev.other' },
        { id: 'y', rdns: 'dev.latch.testwallet' },
      ],
      desktop,
    )
    expect(groups.recent).toEqual([other, test])
    expect(groups.injected).toBeUndefined()
  })
  it('R-5.32 R-5.33: hides the generic Browser Wallet on desktop and excluded wallets by name or rdns', () => {
    const groups = connectorGroups([test, other, browser], [], { ...desktop, excluded: ['OTHER WALLET'] })
    expect(groups.injected).toEqual([test])
  })
  it('lists no email/social connectors among wallets', () => {
    expect(Object.values(connectorGroups([auth], [], desktop)).flat()).toEqual([])
  })
})
