// The catalogue's lists beside the EXTERNAL connectors (Coinbase, Safe): a wallet listed as a connector is not offered again.
import { describe, expect, it } from 'vitest'
import { type CatalogueWallet, listCatalogue } from '../catalogue.ts'
import type { Connector } from '../types.ts'
import { featuredWallets, recommendedWallets } from '../walletLists.ts'
import { knownWallets } from './connectorGroups.ts'

const coinbase: Connector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase',
  type: 'EXTERNAL',
  info: { rdns: 'com.coinbase.wallet' },
  explorerId: 'cb',
  chain: 'eip155',
}
const safe: Connector = { id: 'safe', name: 'Safe', type: 'EXTERNAL', explorerId: 'safe-id', chain: 'eip155' }
const email: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const catalogue: CatalogueWallet[] = [
  { id: 'cb', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  { id: 'safe-id', name: 'Safe' },
  { id: 'ledger', name: 'Ledger Live', mobile_link: 'ledgerlive:', desktop_link: 'ledgerlive:' },
  { id: 'other', name: 'Other' },
]

describe('the catalogue lists beside EXTERNAL connectors', () => {
  it('R-3.4 R-5.36 R-5.38 R-5.39: the catalogue does not offer again a wallet listed as an EXTERNAL connector', async () => {
    const known = knownWallets([coinbase, safe, email], [])
    expect(known).toHaveLength(2)
    const context = { known, isMobile: false }
    const source = listCatalogue(() => catalogue)
    expect((await recommendedWallets(source, {}, context)).map((wallet) => wallet.name)).toEqual([
      'Ledger Live',
      'Other',
    ])
    expect(
      (await featuredWallets(source, { featuredWalletIds: ['safe-id', 'ledger'] }, context)).map(
        (wallet) => wallet.name,
      ),
    ).toEqual(['Ledger Live'])
  })
})
