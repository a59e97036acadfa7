// Reading and writing catalogue wallets and their uploaded images; the JSON chains column is parsed here only.
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { WalletInput, WalletUpdate } from './input.ts'
import type { BadgeType, WalletsTable } from './schema.ts'

export interface WalletFilter {
  search?: string
  badgeType?: BadgeType
  include?: string[]
  exclude?: string[]
  chains?: string[]
  /** wallet ids listed first, in this order (a project's featured then recommended wallets); the rest keep theirs */
  first?: string[]
}

export type WalletRow = Selectable<WalletsTable>

/** LIKE with an explicit escape character: SQLite has no default one */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const likeEscaped = (column: string, pattern: string, lower = false) =>
  lower
    ? sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
    : sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`

function filtered<O>(query: SelectQueryBuilder<Database, 'wallets', O>, filter: WalletFilter) {
  let next = query.where('hidden', '=', 0)
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`
    next = next.where(likeEscaped('name', pattern, true))
  }
  if (filter.badgeType) next = next.where('badge_type', '=', filter.badgeType)
  if (filter.include?.length) next = next.where('id', 'in', filter.include)
  if (filter.exclude?.length) next = next.where('id', 'not in', filter.exclude)
  const chains = filter.chains ?? []
  if (chains.length) {
    // chains is a JSON array of CAIP-2 ids; the quotes anchor the match to one whole entry
    const matches = chains.map((chain) => likeEscaped('chains', `%"${escapeLike(chain)}"%`))
    next = next.where(sql<boolean>`(${sql.join(matches, sql` or `)})`)
  }
  return next
}

export async function findWallets(db: Kysely<Database>, filter: WalletFilter, page: number, entries: number) {
  const [total, rows] = await Promise.all([
    filtered(db.selectFrom('wallets'), filter)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst(),
    filtered(db.selectFrom('wallets').selectAll(), filter)
      .orderBy('position')
      .limit(entries)
      .offset((page - 1) * entries)
      .execute(),
  ])
  return { count: Number(total?.count ?? 0), rows }
}

export const parseChains = (row: WalletRow) => JSON.parse(row.chains) as string[]

export async function getWallet(db: Kysely<Database>, id: string): Promise<WalletRow | undefined> {
  return db.selectFrom('wallets').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function walletByImageId(db: Kysely<Database>, imageId: string): Promise<WalletRow | undefined> {
  return db.selectFrom('wallets').selectAll().where('image_id', '=', imageId).orderBy('position').executeTakeFirst()
}

export async function addWallet(db: Kysely<Database>, input: WalletInput): Promise<WalletRow | undefined> {
  if (await getWallet(db, input.id)) return undefined
  const last = await db
    .selectFrom('wallets')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst()
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1
  const row: WalletRow = {
    ...input,
    position,
    chains: JSON.stringify(input.chains),
    image_id: input.id,
    hidden: input.hidden ? 1 : 0,
  }
  await db.insertInto('wallets').values(row).execute()
  return row
}

export async function updateWallet(
  db: Kysely<Database>,
  id: string,
  update: WalletUpdate,
): Promise<WalletRow | undefined> {
  const { chains, hidden, ...rest } = update
  const values = {
    ...rest,
    ...(chains ? { chains: JSON.stringify(chains) } : {}),
    ...(hidden === undefined ? {} : { hidden: hidden ? 1 : 0 }),
  }
  if (Object.keys(values).length) await db.updateTable('wallets').set(values).where('id', '=', id).execute()
  return getWallet(db, id)
}

export interface StoredImage {
  contentType: string
  bytes: Buffer
}

export async function getImage(db: Kysely<Database>, imageId: string): Promise<StoredImage | undefined> {
  const row = await db.selectFrom('wallet_images').selectAll().where('image_id', '=', imageId).executeTakeFirst()
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.data, 'base64') } : undefined
}

export async function saveImage(db: Kysely<Database>, imageId: string, image: StoredImage, now: Date): Promise<void> {
  const row = {
    image_id: imageId,
    content_type: image.contentType,
    data: image.bytes.toString('base64'),
    updated_at: now.toISOString(),
  }
  await db
    .insertInto('wallet_images')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('image_id')
        .doUpdateSet({ content_type: row.content_type, data: row.data, updated_at: row.updated_at }),
    )
    .execute()
}
