/** migration 060: what each project's sponsored operations may have cost the chain's paymaster deposit, per UTC day */
export interface SponsorshipSpendTable {
  project_id: string
  chain_id: number
  /** days since 1970-01-01, UTC */
  day: number
  /** the signed operations' maximum costs, in gwei rounded up */
  spent_gwei: number | string
}

/** migration 061: a project's own daily budget on a chain, in place of the chain's projectDailyBudget */
export interface SponsorshipBudgetTable {
  project_id: string
  chain_id: number | string
  /** wei, as decimal digits */
  budget_wei: string
}

/** migration 062: the same per user's smart account (lower-case address), against the chain's userDailyBudget */
export interface SponsorshipUserSpendTable {
  project_id: string
  chain_id: number
  account: string
  day: number
  spent_gwei: number | string
}

/** migration 063: each signed sponsorship's reservation, until its operation lands or its signature expires */
export interface SponsorshipReservationTable {
  id: string
  chain_id: number | string
  user_op_hash: string
  project_id: string
  account: string
  day: number | string
  reserved_gwei: number | string
  /** unix seconds */
  valid_until: number | string
  state: 'held' | 'released' | 'landed'
  actual_gwei: number | string | null
}

/** migration 064: the contracts a project's sponsored operations may call on a chain (lower-case addresses) */
export interface SponsorshipTargetTable {
  project_id: string
  chain_id: number | string
  address: string
}

export interface PaymasterTables {
  sponsorship_spend: SponsorshipSpendTable
  sponsorship_budgets: SponsorshipBudgetTable
  sponsorship_user_spend: SponsorshipUserSpendTable
  sponsorship_reservations: SponsorshipReservationTable
  sponsorship_targets: SponsorshipTargetTable
}
