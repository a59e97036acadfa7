// The shipped catalogue (apps/cloud/data/wallets.json, 229 wallets, most used first) seeds the wallets table.
import { readFileSync } from 'node:fs'
import type { Insertable, Kysely } from 'kysely'
import type { WalletsTable } from './schema.ts'

export const SEED_FILE = new URL('../../data/wallets.json', import.meta.url)

interface SeedWallet {
  id: string
  name: string
  homepage: string | null
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  universal_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  image_id: string | null
  primary_color: string | null
  description: string | null
}

export function seedRows(file: URL = SEED_FILE): Insertable<WalletsTable>[] {
  const wallets = JSON.parse(readFileSync(file, 'utf8')) as SeedWallet[]
  return wallets.map((wallet, position) => ({
    id: wallet.id,
    position,
    name: wallet.name,
    homepage: wallet.homepage,
    rdns: wallet.rdns,
    chains: JSON.stringify(wallet.chains ?? []),
    mobile_link: wallet.mobile_link,
    universal_link: wallet.universal_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
    app_store: wallet.app_store,
    play_store: wallet.play_store,
    chrome_store: wallet.chrome_store,
    // a few seed wallets have no registry image id; their own id keeps image ids unique
    image_id: wallet.image_id ?? wallet.id,
    primary_color: wallet.primary_color,
    badge_type: 'none',
    description: wallet.description,
    hidden: 0,
  }))
}

/** inserts the seed wallets that are not there yet; operator edits are never overwritten. Returns how many. */
export async function seedCatalogue(db: Kysely<any>): Promise<number> {
  const rows = seedRows()
  let inserted = 0
  // chunks keep each statement well under both engines' bound-parameter limits
  for (let start = 0; start < rows.length; start += 50) {
    const chunk = rows.slice(start, start + 50)
    const result = await db
      .insertInto('wallets')
      .values(chunk)
      .onConflict((conflict: any) => conflict.column('id').doNothing())
      .executeTakeFirst()
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  return inserted
}
