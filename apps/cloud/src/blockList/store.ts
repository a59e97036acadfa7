// Reading and replacing the block list's entries: one scope and source at a time, in one transaction.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { BlockListEntries } from './input.ts'
import { CLOUD_SCOPE, type EntrySource } from './schema.ts'

type Key = { scope: string; source: EntrySource }
const NONE: BlockListEntries = { addresses: [], domains: [] }
/** rows per insert: well under SQLite's and PostgreSQL's bound-parameter limits */
const CHUNK = 500

/** the entries of one scope and source, sorted */
export async function blockListOf(db: Kysely<Database>, { scope, source }: Key): Promise<BlockListEntries> {
  const rows = await db
    .selectFrom('block_list_entries')
    .select(['kind', 'value'])
    .where('scope', '=', scope)
    .where('source', '=', source)
    .orderBy('value')
    .execute()
  return {
    addresses: rows.filter((row) => row.kind === 'address').map((row) => row.value),
    domains: rows.filter((row) => row.kind === 'domain').map((row) => row.value),
  }
}

const same = (a: BlockListEntries, b: BlockListEntries) =>
  a.addresses.join() === b.addresses.join() && a.domains.join() === b.domains.join()

/** replaces the entries of one scope and source (normalised, sorted input); false when they were already these */
export async function setBlockList(
  db: Kysely<Database>,
  { scope, source }: Key,
  entries: BlockListEntries,
): Promise<boolean> {
  // an unchanged list writes nothing: no cached answer is dropped for it
  if (same(await blockListOf(db, { scope, source }), entries)) return false
  const rows = [
    ...entries.addresses.map((value) => ({ scope, source, kind: 'address' as const, value })),
    ...entries.domains.map((value) => ({ scope, source, kind: 'domain' as const, value })),
  ]
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('block_list_entries').where('scope', '=', scope).where('source', '=', source).execute()
    // two processes importing the same feed at once end with the same rows, never a conflict
    for (let start = 0; start < rows.length; start += CHUNK)
      await trx
        .insertInto('block_list_entries')
        .values(rows.slice(start, start + CHUNK))
        .onConflict((conflict) => conflict.doNothing())
        .execute()
  })
  return true
}

/** what the frame matches for a project: its own entries, the cloud's and the feed's, each once */
export async function servedBlockList(db: Kysely<Database>, projectId: string): Promise<BlockListEntries> {
  const rows = await db
    .selectFrom('block_list_entries')
    .select(['kind', 'value'])
    .where('scope', 'in', [projectId, CLOUD_SCOPE])
    .execute()
  const of = (kind: string) => [...new Set(rows.filter((row) => row.kind === kind).map((row) => row.value))].sort()
  return rows.length === 0 ? NONE : { addresses: of('address'), domains: of('domain') }
}
