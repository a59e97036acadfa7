import { describe, expect, it } from 'vitest'
import type { Connector } from './types.ts'
import {
  connectMethodOrder,
  isConnectorExcluded,
  isConnectorShown,
  isRecentConnector,
  orderWalletGroups,
} from './walletGroups.ts'

const connector = (overrides: Partial<Connector>): Connector => ({
  id: 'id',
  name: 'Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...overrides,
})
const browserWallet = (overrides: Partial<Connector> = {}) =>
  connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', ...overrides })

describe('connect method order', () => {
  it('R-2.23 default is email, social, wallet', () => {
    expect(connectMethodOrder({ hasUsableInstalledWallet: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('R-2.24 with a usable installed browser wallet: wallet, email, social', () => {
    expect(connectMethodOrder({ hasUsableInstalledWallet: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('R-2.25 a configured order overrides both defaults', () => {
    expect(connectMethodOrder({ configured: ['social', 'wallet', 'email'], hasUsableInstalledWallet: true })).toEqual([
      'social',
      'wallet',
      'email',
    ])
    expect(connectMethodOrder({ configured: ['wallet'], hasUsableInstalledWallet: false })).toEqual(['wallet'])
  })
})

describe('wallet group order', () => {
  const all = {
    walletConnect: [1],
    recent: [1],
    injected: [1],
    featured: [1],
    custom: [1],
    external: [1],
    recommended: [1],
  }

  it('R-2.26 R-2.27 groups are ordered walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(orderWalletGroups(all, { walletConnectEnabled: true })).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('R-2.27 walletConnect is left out unless enabled', () => {
    expect(orderWalletGroups(all, { walletConnectEnabled: false })[0]).toBe('recent')
  })

  it('R-2.28 empty groups are skipped', () => {
    expect(orderWalletGroups({ recent: [], injected: [1], recommended: [1] }, { walletConnectEnabled: true })).toEqual([
      'injected',
      'recommended',
    ])
  })

  it('R-2.29 a configured type order moves its types first, the rest keep their order', () => {
    expect(orderWalletGroups(all, { walletConnectEnabled: true, typeOrder: ['recommended', 'injected'] })).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
  })
})

describe('connector visibility', () => {
  it('R-5.31 a connector whose rdns is excluded is hidden', () => {
    const wallet = connector({ name: 'Mask', info: { rdns: 'io.metamask' } })
    expect(isConnectorExcluded(wallet, ['IO.METAMASK'])).toBe(true)
    expect(isConnectorShown(wallet, { isMobile: false, hasInjectedProvider: true, excluded: ['io.metamask'] })).toBe(
      false,
    )
  })

  it('R-5.32 a connector whose name is excluded (case-insensitive) is hidden', () => {
    const wallet = connector({ name: 'Coinbase', info: { rdns: 'com.coinbase.wallet' } })
    expect(isConnectorShown(wallet, { isMobile: false, hasInjectedProvider: true, excluded: ['coinbase'] })).toBe(false)
    expect(isConnectorShown(wallet, { isMobile: false, hasInjectedProvider: true, excluded: ['Ledger'] })).toBe(true)
  })

  it('R-5.33 the generic Browser Wallet is hidden on desktop, even with a provider', () => {
    expect(isConnectorShown(browserWallet(), { isMobile: false, hasInjectedProvider: true })).toBe(false)
  })

  it('R-5.33 on mobile the Browser Wallet shows with a real provider, and hides without one', () => {
    expect(isConnectorShown(browserWallet(), { isMobile: true, hasInjectedProvider: true })).toBe(true)
    expect(isConnectorShown(browserWallet(), { isMobile: true, hasInjectedProvider: false })).toBe(false)
  })

  it('R-5.34 on mobile a browser wallet with an rdns shows', () => {
    expect(
      isConnectorShown(browserWallet({ info: { rdns: 'app.wallet' } }), { isMobile: true, hasInjectedProvider: false }),
    ).toBe(true)
  })

  it('R-5.35 on mobile a browser wallet passing the installed check shows', () => {
    expect(isConnectorShown(browserWallet({ installed: true }), { isMobile: true, hasInjectedProvider: false })).toBe(
      true,
    )
  })

  it('R-5.33 R-3.4 only the INJECTED connector named Browser Wallet is subject to the rule', () => {
    const desktop = { isMobile: false, hasInjectedProvider: false }
    expect(isConnectorShown(connector({ type: 'INJECTED', name: 'Latch Test Wallet' }), desktop)).toBe(true)
    expect(isConnectorShown(connector({ type: 'ANNOUNCED', name: 'Browser Wallet' }), desktop)).toBe(true)
    expect(isConnectorShown(connector({ type: 'WALLET_CONNECT', name: 'WalletConnect' }), desktop)).toBe(true)
  })

  it('R-3.7 a connector is recent by rdns when both have one, else by id', () => {
    expect(isRecentConnector(connector({ id: 'x', info: { rdns: 'io.a' } }), [{ id: 'y', rdns: 'io.a' }])).toBe(true)
    expect(isRecentConnector(connector({ id: 'x' }), [{ id: 'x' }])).toBe(true)
    expect(isRecentConnector(connector({ id: 'x', info: { rdns: 'io.a' } }), [{ id: 'x', rdns: 'io.b' }])).toBe(false)
  })
})
