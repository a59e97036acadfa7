// The whole catalogue in memory (a few hundred rows), filtered and paged in JS: GET /getWallets reads no database.
// Rebuilt on the first read after a change of the catalogue, in this process or any other (db/changes.ts).
import type { Kysely } from 'kysely'
import type { ChangeFeed } from '../db/changes.ts'
import type { Database } from '../db/schema.ts'
import { parseChains, type WalletFilter, type WalletRow } from './store.ts'

interface Entry {
  row: WalletRow
  name: string
  chains: Set<string>
}

interface Snapshot {
  /** listed wallets (not hidden), in display order */
  listed: Entry[]
  /** image id → the first wallet by position that uses it, hidden ones included (as walletByImageId) */
  byImageId: Map<string, WalletRow>
}

export interface CatalogueIndex {
  findWallets(filter: WalletFilter, page: number, entries: number): Promise<{ count: number; rows: WalletRow[] }>
  walletByImageId(imageId: string): Promise<WalletRow | undefined>
}

/** the project's first wallets in its order, then the others in catalogue order */
function ordered(listed: Entry[], first: string[] | undefined): Entry[] {
  if (!first?.length) return listed
  const rank = new Map(first.map((id, index) => [id, index]))
  const head = listed
    .filter((entry) => rank.has(entry.row.id))
    .sort((a, b) => rank.get(a.row.id)! - rank.get(b.row.id)!)
  return [...head, ...listed.filter((entry) => !rank.has(entry.row.id))]
}

function matches(
  entry: Entry,
  filter: WalletFilter,
  search: string | undefined,
  include?: Set<string>,
  exclude?: Set<string>,
) {
  if (search && !entry.name.includes(search)) return false
  if (filter.badgeType && entry.row.badge_type !== filter.badgeType) return false
  if (include && !include.has(entry.row.id)) return false
  if (exclude?.has(entry.row.id)) return false
  if (filter.chains?.length && !filter.chains.some((chain) => entry.chains.has(chain))) return false
  return true
}

export function catalogueIndex(db: Kysely<Database>, changes: ChangeFeed): CatalogueIndex {
  let snapshot: Promise<Snapshot> | undefined
  changes.on('catalogue', () => {
    snapshot = undefined
  })

  async function build(): Promise<Snapshot> {
    const rows = await db.selectFrom('wallets').selectAll().orderBy('position').execute()
    const byImageId = new Map<string, WalletRow>()
    for (const row of rows) if (!byImageId.has(row.image_id)) byImageId.set(row.image_id, row)
    const listed = rows
      .filter((row) => Number(row.hidden) === 0)
      .map((row) => ({ row, name: row.name.toLowerCase(), chains: new Set(parseChains(row)) }))
    return { listed, byImageId }
  }

  function current(): Promise<Snapshot> {
    if (snapshot) return snapshot
    const generation = changes.generation('catalogue')
    const loading = build()
    snapshot = loading
    // a change during the load: the next read builds again; a failed load is not kept
    loading.then(
      () => {
        if (changes.generation('catalogue') !== generation && snapshot === loading) snapshot = undefined
      },
      () => {
        if (snapshot === loading) snapshot = undefined
      },
    )
    return loading
  }

  return {
    async findWallets(filter, page, entries) {
      const { listed } = await current()
      const search = filter.search ? filter.search.toLowerCase() : undefined
      const include = filter.include?.length ? new Set(filter.include) : undefined
      const exclude = filter.exclude?.length ? new Set(filter.exclude) : undefined
      const start = (page - 1) * entries
      const rows: WalletRow[] = []
      let count = 0
      for (const entry of ordered(listed, filter.first)) {
        if (!matches(entry, filter, search, include, exclude)) continue
        if (count >= start && rows.length < entries) rows.push(entry.row)
        count++
      }
      return { count, rows }
    },
    async walletByImageId(imageId) {
      return (await current()).byImageId.get(imageId)
    },
  }
}
