// Reading and writing names; the profile shape (SPEC §7 names) is built here and nowhere else.
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import type { Database } from '../db/schema.ts'

export interface Profile {
  name: string
  registered: string
  updated: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

export async function getProfiles(db: Kysely<Database>, names: string[]): Promise<Profile[]> {
  if (names.length === 0) return []
  const rows = await db
    .selectFrom('names')
    .selectAll()
    .where('name', 'in', names)
    .orderBy('registered', 'desc')
    .execute()
  const addresses = await db.selectFrom('name_addresses').selectAll().where('name', 'in', names).execute()
  return rows.map((row) => ({
    name: row.name,
    registered: row.registered,
    updated: row.updated,
    addresses: Object.fromEntries(
      addresses
        .filter((address) => address.name === row.name)
        .map((address) => [
          String(address.coin_type),
          { address: getAddress(address.address), created: address.created },
        ]),
    ),
    attributes: JSON.parse(row.attributes) as Record<string, string>,
  }))
}

export async function getProfile(db: Kysely<Database>, name: string): Promise<Profile | undefined> {
  return (await getProfiles(db, [name]))[0]
}

/** every name an address is registered under, newest first */
export async function profilesOf(db: Kysely<Database>, address: string): Promise<Profile[]> {
  const rows = await db
    .selectFrom('name_addresses')
    .select('name')
    .distinct()
    .where('address', '=', address.toLowerCase())
    .execute()
  return getProfiles(
    db,
    rows.map((row) => row.name),
  )
}

/** the name identity shows for an address: its most recently registered one */
export async function primaryName(db: Kysely<Database>, address: string): Promise<string | null> {
  return (await profilesOf(db, address))[0]?.name ?? null
}

export async function registeredAmong(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db.selectFrom('names').select('name').where('name', 'in', names).execute()
  return new Set(rows.map((row) => row.name))
}

export interface Registration {
  name: string
  address: string
  coinType: number
  attributes?: Record<string, string>
  now: Date
}

/** creates the name for the signer, or updates it when the signer already owns it; another owner keeps it */
export async function registerName(
  db: Kysely<Database>,
  registration: Registration,
): Promise<'created' | 'updated' | 'taken'> {
  const address = registration.address.toLowerCase()
  const at = registration.now.toISOString()
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('names')
      .values({
        name: registration.name,
        owner: address,
        attributes: JSON.stringify(registration.attributes ?? {}),
        registered: at,
        updated: at,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst()
    const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
    if (!created) {
      const existing = await trx
        .selectFrom('names')
        .select('owner')
        .where('name', '=', registration.name)
        .executeTakeFirstOrThrow()
      if (existing.owner !== address) return 'taken'
      await trx
        .updateTable('names')
        .set({
          updated: at,
          ...(registration.attributes ? { attributes: JSON.stringify(registration.attributes) } : {}),
        })
        .where('name', '=', registration.name)
        .execute()
    }
    await trx
      .insertInto('name_addresses')
      .values({ name: registration.name, coin_type: registration.coinType, address, created: at })
      .onConflict((conflict) => conflict.columns(['name', 'coin_type']).doNothing())
      .execute()
    return created ? 'created' : 'updated'
  })
}
