import { describe, expect, it } from 'vitest'
import { type CatalogueWallet, listCatalogue } from './catalogue.ts'
import { featuredWallets, isWalletExcluded, mobileFirst, recommendedWallets } from './walletLists.ts'

const wallet = (id: string, extra: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name: `Wallet ${id}`,
  ...extra,
})
const all = [
  wallet('a', { rdns: 'io.a' }),
  wallet('b', { mobile_link: 'b:' }),
  wallet('c'),
  wallet('d', { mobile_link: 'd:' }),
  wallet('e'),
  wallet('f'),
  wallet('g'),
]
const catalogue = listCatalogue(() => all)
const desktop = { known: [], isMobile: false }

describe('wallet lists of Connect (SPEC §2 featured and recommended)', () => {
  it('lists the featured wallets in the configured order', async () => {
    expect((await featuredWallets(catalogue, { featuredWalletIds: ['e', 'b'] }, desktop)).map((w) => w.id)).toEqual([
      'e',
      'b',
    ])
    expect(await featuredWallets(catalogue, {}, desktop)).toEqual([])
  })
  it('R-9.21: recommends 4 wallets that are neither featured nor excluded', async () => {
    const ids = (
      await recommendedWallets(catalogue, { featuredWalletIds: ['a'], excludeWalletIds: ['Wallet c'] }, desktop)
    ).map((w) => w.id)
    expect(ids).toEqual(['b', 'd', 'e', 'f'])
  })
  it('recommends only included wallets when includeWalletIds is set', async () => {
    expect((await recommendedWallets(catalogue, { includeWalletIds: ['g', 'c'] }, desktop)).map((w) => w.id)).toEqual([
      'c',
      'g',
    ])
  })
  it('R-5.36 R-5.37 R-5.38 R-5.39: leaves out wallets already announced or recent, by rdns, name or explorer id', async () => {
    const known = [{ rdns: 'io.a' }, { name: 'wallet B' }, { explorerId: 'c' }]
    expect((await recommendedWallets(catalogue, {}, { known, isMobile: false })).map((w) => w.id)).toEqual([
      'd',
      'e',
      'f',
      'g',
    ])
    expect(
      (await featuredWallets(catalogue, { featuredWalletIds: ['a', 'c', 'e'] }, { known, isMobile: false })).map(
        (w) => w.id,
      ),
    ).toEqual(['e'])
  })
  it('offers wallets with a mobile link first on a phone', async () => {
    expect((await recommendedWallets(catalogue, {}, { known: [], isMobile: true })).map((w) => w.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ])
    expect(mobileFirst(all, false).map((w) => w.id)).toEqual(all.map((w) => w.id))
  })
  it('R-5.31 R-5.32: excludes by catalogue id, rdns or name, case-insensitively', () => {
    expect(isWalletExcluded(all[0] as CatalogueWallet, ['IO.A'])).toBe(true)
    expect(isWalletExcluded(all[0] as CatalogueWallet, ['a'])).toBe(true)
    expect(isWalletExcluded(all[0] as CatalogueWallet, ['wallet a'])).toBe(true)
    expect(isWalletExcluded(all[0] as CatalogueWallet, ['b'])).toBe(false)
  })
})
