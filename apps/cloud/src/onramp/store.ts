// Onramp purchases in the database.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { OnrampPurchasesTable } from './schema.ts'
import type { OnrampQuote } from './provider.ts'

type Db = Kysely<Database>

export interface PurchaseView {
  id: string
  provider: string
  address: string
  network: string
  asset: string
  paymentCurrency: string
  paymentMethod: string
  paymentTotal: string
  fee: string
  purchaseAmount: string
  status: 'pending' | 'completed'
  transactionHash: string | null
  created: string
  completed: string | null
}

export const purchaseView = (row: OnrampPurchasesTable): PurchaseView => ({
  id: row.id,
  provider: row.provider,
  address: row.address,
  network: row.network,
  asset: row.asset,
  paymentCurrency: row.payment_currency,
  paymentMethod: row.payment_method,
  paymentTotal: row.payment_total,
  fee: row.fee,
  purchaseAmount: row.purchase_amount,
  status: row.status,
  transactionHash: row.transaction_hash,
  created: new Date(Number(row.created)).toISOString(),
  completed: row.completed === null ? null : new Date(Number(row.completed)).toISOString(),
})

export async function savePurchase(
  db: Db,
  input: { id: string; projectId: string; address: string; quote: OnrampQuote; now: number },
) {
  const { quote } = input
  await db
    .insertInto('onramp_purchases')
    .values({
      id: input.id,
      project_id: input.projectId,
      provider: quote.provider,
      address: input.address,
      network: quote.network,
      asset: quote.asset,
      payment_currency: quote.paymentCurrency,
      payment_method: quote.paymentMethod,
      payment_total: quote.paymentTotal,
      fee: quote.fee,
      purchase_amount: quote.purchaseAmount,
      purchase_amount_base: quote.purchaseAmountBase,
      status: 'pending',
      transaction_hash: null,
      created: input.now,
      completed: null,
    })
    .execute()
}

export async function findPurchase(db: Db, id: string): Promise<OnrampPurchasesTable | undefined> {
  return db.selectFrom('onramp_purchases').selectAll().where('id', '=', id).executeTakeFirst()
}

/** pending → completed once; a repeated notice for the same transaction changes nothing */
export async function completePurchase(db: Db, id: string, transactionHash: string, now: number): Promise<void> {
  await db
    .updateTable('onramp_purchases')
    .set({ status: 'completed', transaction_hash: transactionHash, completed: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
}
