import type { Connector } from '@latch/core'
import { isConnectorShown } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import {
  COINBASE_CONNECTOR,
  externalConnectors,
  isInFrame,
  SAFE_CONNECTOR,
  withExternal,
} from './externalConnectors.ts'

const coinbaseExtension: Connector = {
  id: 'com.coinbase.wallet',
  name: 'Coinbase Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'com.coinbase.wallet' },
  chain: 'eip155',
}
const other: Connector = {
  id: 'dev.other',
  name: 'Other Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.other' },
  chain: 'eip155',
}
const desktop = { isMobile: false, hasInjectedProvider: true }

describe('EXTERNAL connectors (Coinbase, Safe)', () => {
  it('R-3.4: Coinbase and Safe are EXTERNAL connectors named as SPEC §3 names them', () => {
    expect(COINBASE_CONNECTOR).toMatchObject({
      name: 'Coinbase',
      type: 'EXTERNAL',
      chain: 'eip155',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    })
    expect(SAFE_CONNECTOR).toMatchObject({ name: 'Safe', type: 'EXTERNAL', chain: 'eip155' })
  })
  it('R-3.4: lists only what the app enabled, and Safe only inside a Safe{Wallet}', () => {
    expect(externalConnectors(undefined, true)).toEqual([])
    expect(externalConnectors({ coinbase: {} }, false).map((c) => c.name)).toEqual(['Coinbase'])
    expect(externalConnectors({ safe: {} }, false)).toEqual([])
    expect(externalConnectors({ coinbase: {}, safe: {} }, true).map((c) => c.name)).toEqual(['Coinbase', 'Safe'])
  })
  it('R-3.4: Coinbase is hidden when the Coinbase extension announces itself (same rdns), other wallets leave it be', () => {
    expect(withExternal([other], [COINBASE_CONNECTOR])).toEqual([other, COINBASE_CONNECTOR])
    expect(withExternal([coinbaseExtension, other], [COINBASE_CONNECTOR, SAFE_CONNECTOR])).toEqual([
      coinbaseExtension,
      other,
      SAFE_CONNECTOR,
    ])
  })
  it('R-5.31: an EXTERNAL connector whose rdns is excluded is hidden', () => {
    expect(isConnectorShown(COINBASE_CONNECTOR, { ...desktop, excluded: ['COM.COINBASE.WALLET'] })).toBe(false)
    expect(isConnectorShown(COINBASE_CONNECTOR, { ...desktop, excluded: ['dev.other'] })).toBe(true)
  })
  it('R-5.32: an EXTERNAL connector whose name is excluded (case-insensitive) is hidden', () => {
    expect(isConnectorShown(COINBASE_CONNECTOR, { ...desktop, excluded: ['coinbase'] })).toBe(false)
    expect(isConnectorShown(SAFE_CONNECTOR, { ...desktop, excluded: ['SAFE'] })).toBe(false)
    expect(isConnectorShown(SAFE_CONNECTOR, { ...desktop, excluded: ['Coinbase'] })).toBe(true)
  })
  it('a Safe App runs only in a frame: a window that is its own parent is not one', () => {
    const top: { parent: unknown } = { parent: undefined }
    top.parent = top
    expect(isInFrame(top)).toBe(false)
    expect(isInFrame({ parent: {} })).toBe(true)
  })
})
