export interface RateLimitsTable {
  key: string
  window_start: number | string
  count: number
}

export interface LimitsTables {
  rate_limits: RateLimitsTable
}
