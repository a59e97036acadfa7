import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from './catalogue.ts'
import { catalogueRdns, withoutKnownWallets } from './walletFilters.ts'

const catalogue: CatalogueWallet[] = [
  { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' },
  { id: '4622a2b2', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { id: 'fd20dc42', name: 'Coinbase Wallet', rdns: null },
  { id: '1ae92b26', name: 'Zerion', rdns: 'io.zerion.wallet' },
]
const ids = (wallets: CatalogueWallet[]) => wallets.map((wallet) => wallet.id)

describe('recommended and featured filtering', () => {
  it('R-5.36 R-5.38 an announced wallet is filtered out by rdns', () => {
    expect(
      ids(withoutKnownWallets(catalogue, [{ rdns: 'com.trustwallet.app', name: 'Trust' }], { isMobile: false })),
    ).toEqual(['c57ca95b', 'fd20dc42', '1ae92b26'])
  })

  it('R-5.37 R-5.38 a recent wallet without an rdns is filtered out by name', () => {
    expect(ids(withoutKnownWallets(catalogue, [{ name: 'coinbase wallet' }], { isMobile: false }))).toEqual([
      'c57ca95b',
      '4622a2b2',
      '1ae92b26',
    ])
  })

  it('R-5.38 with an rdns the name is not used', () => {
    expect(
      ids(withoutKnownWallets(catalogue, [{ rdns: 'org.other', name: 'Zerion' }], { isMobile: false })),
    ).toHaveLength(4)
  })

  it('R-5.39 announced and recent wallets also match by explorer id', () => {
    expect(
      ids(withoutKnownWallets(catalogue, [{ rdns: 'org.other', explorerId: '1ae92b26' }], { isMobile: false })),
    ).toEqual(['c57ca95b', '4622a2b2', 'fd20dc42'])
  })

  it('R-5.40 on mobile the mask wallet mobile rdns equals the desktop one', () => {
    expect(catalogueRdns('io.metamask.mobile', true)).toBe('io.metamask')
    expect(catalogueRdns('io.metamask.mobile', false)).toBe('io.metamask.mobile')
    expect(ids(withoutKnownWallets(catalogue, [{ rdns: 'io.metamask.mobile' }], { isMobile: true }))).not.toContain(
      'c57ca95b',
    )
  })
})
