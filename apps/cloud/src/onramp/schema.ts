// Onramp purchases: made when the cloud builds a checkout URL, completed when the provider's callback is checked.
export interface OnrampPurchasesTable {
  id: string
  project_id: string
  provider: string
  /** the buyer's address on the network (what the provider pays to) */
  address: string
  /** CAIP-2 and CAIP-19 */
  network: string
  asset: string
  payment_currency: string
  payment_method: string
  payment_total: string
  fee: string
  purchase_amount: string
  purchase_amount_base: string
  status: 'pending' | 'completed'
  transaction_hash: string | null
  created: number | string
  completed: number | string | null
}

export interface OnrampTables {
  onramp_purchases: OnrampPurchasesTable
}
