// Ledger as SPEC §3 names it: Ledger Live, a catalogue wallet an app features, paired over WalletConnect by its deep links.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type CatalogueWallet, listCatalogue } from './catalogue.ts'
import { LEDGER_LIVE_WALLET_ID } from './constants.ts'
import { formatDeepLink } from './pairing/pairing.ts'
import { featuredWallets, recommendedWallets } from './walletLists.ts'

// the catalogue the cloud ships and seeds (apps/cloud/src/catalogue/seed.ts)
const shipped = JSON.parse(
  readFileSync(new URL('../../../apps/cloud/data/wallets.json', import.meta.url), 'utf8'),
) as CatalogueWallet[]
const catalogue = listCatalogue(() => shipped)
const desktop = { known: [], isMobile: false }
const uri = 'wc:0123@2?relay-protocol=irn&symKey=abcd'

describe('Ledger (Ledger Live over WalletConnect)', () => {
  it('R-3.4: the shipped catalogue has Ledger Live under its id, with native deep links for phone and desktop', () => {
    const ledger = shipped.find((wallet) => wallet.id === LEDGER_LIVE_WALLET_ID)
    expect(ledger).toMatchObject({ name: 'Ledger Live', mobile_link: 'ledgerlive:', desktop_link: 'ledgerlive:' })
    // no entry of the catalogue is the abandoned Ledger Connect Kit
    expect(shipped.filter((wallet) => /connect ?kit/i.test(wallet.name))).toEqual([])
  })
  it('R-3.4: featured, Ledger Live comes first in the app order and is not recommended again', async () => {
    const featured = await featuredWallets(catalogue, { featuredWalletIds: [LEDGER_LIVE_WALLET_ID] }, desktop)
    expect(featured.map((wallet) => wallet.name)).toEqual(['Ledger Live'])
    const recommended = await recommendedWallets(catalogue, { featuredWalletIds: [LEDGER_LIVE_WALLET_ID] }, desktop)
    expect(recommended.map((wallet) => wallet.id)).not.toContain(LEDGER_LIVE_WALLET_ID)
  })
  it('R-5.32: Ledger Live excluded by name (case-insensitive) is not featured', async () => {
    const featured = await featuredWallets(
      catalogue,
      { featuredWalletIds: [LEDGER_LIVE_WALLET_ID], excludeWalletIds: ['LEDGER LIVE'] },
      desktop,
    )
    expect(featured).toEqual([])
  })
  it('R-5.36 R-5.39: a Ledger Live already recent (by its id) is not featured again', async () => {
    const featured = await featuredWallets(
      catalogue,
      { featuredWalletIds: [LEDGER_LIVE_WALLET_ID] },
      { known: [{ explorerId: LEDGER_LIVE_WALLET_ID }], isMobile: false },
    )
    expect(featured).toEqual([])
  })
  it('R-3.4: the pairing link opens Ledger Live at ledgerlive://wc?uri=…', () => {
    expect(formatDeepLink('ledgerlive:', uri)).toEqual({
      redirect: `ledgerlive://wc?uri=${encodeURIComponent(uri)}`,
      href: 'ledgerlive://',
    })
  })
})
