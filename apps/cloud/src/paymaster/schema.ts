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

export interface PaymasterTables {
  sponsorship_spend: SponsorshipSpendTable
  sponsorship_budgets: SponsorshipBudgetTable
  sponsorship_user_spend: SponsorshipUserSpendTable
}
