// Captured emails in the database, and their CSV export.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database>

export interface CapturedEmail {
  account: string
  email: string
  created: string
}

const view = (row: { account: string; email: string; created: number | string }): CapturedEmail => ({
  account: row.account,
  email: row.email,
  created: new Date(Number(row.created)).toISOString(),
})

/** a new email replaces the account's earlier one */
export async function saveCapturedEmail(db: Db, projectId: string, account: string, email: string, now: number) {
  await db
    .insertInto('captured_emails')
    .values({ project_id: projectId, account, email, created: now })
    .onConflict((conflict) => conflict.columns(['project_id', 'account']).doUpdateSet({ email, created: now }))
    .execute()
}

export async function capturedEmailOf(db: Db, projectId: string, account: string): Promise<CapturedEmail | undefined> {
  const row = await db
    .selectFrom('captured_emails')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('account', '=', account)
    .executeTakeFirst()
  return row ? view(row) : undefined
}

export async function listCapturedEmails(db: Db, projectId: string): Promise<CapturedEmail[]> {
  const rows = await db
    .selectFrom('captured_emails')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created')
    .orderBy('account')
    .execute()
  return rows.map(view)
}

/** true when there was one */
export async function deleteCapturedEmail(db: Db, projectId: string, account: string): Promise<boolean> {
  const result = await db
    .deleteFrom('captured_emails')
    .where('project_id', '=', projectId)
    .where('account', '=', account)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** RFC 4180 CSV; a cell a spreadsheet would run as a formula is prefixed with ' */
export function capturedEmailsCsv(rows: CapturedEmail[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return (
    ['account,email,created', ...rows.map((row) => [row.account, row.email, row.created].map(cell).join(','))].join(
      '\r\n',
    ) + '\r\n'
  )
}
