import { describe, expect, it } from 'vitest'
import { listCatalogue } from './catalogue.ts'

const wallets = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name) => ({ id: name.toLowerCase(), name }))

describe('a catalogue over a list', () => {
  it('R-3.5 gives each listed wallet its display_index: its place in the catalogue order, counted across pages', async () => {
    const catalogue = listCatalogue(() => wallets)
    const first = await catalogue.getWallets({ page: 1, entries: 2 })
    const second = await catalogue.getWallets({ page: 2, entries: 2 })
    expect(first.data.map((wallet) => [wallet.id, wallet.display_index])).toEqual([
      ['alpha', 0],
      ['bravo', 1],
    ])
    expect(second.data.map((wallet) => [wallet.id, wallet.display_index])).toEqual([
      ['charlie', 2],
      ['delta', 3],
    ])
    expect(second.count).toBe(5)
  })
})
