// Analytics events and error reports as the modal sends them (SPEC §7 POST /e).
export interface AnalyticsEventsTable {
  project_id: string
  /** the client's id of the event; a resend of the same id is stored once */
  event_id: string
  /** props.type: 'track' for events, 'error' for error reports */
  event_type: string
  /** props.event, e.g. INITIALIZE, DISCONNECT_SUCCESS */
  event_name: string
  url: string
  domain: string
  /** the client's clock, ms since epoch (a decimal string on PostgreSQL) */
  timestamp: number | string
  /** the whole props object, JSON */
  props: string
  sdk_type: string
  sdk_version: string
  received_at: string
  /** migration 030, from props.properties on insert: the wallet's name, the CAIP-2 network, the connect method */
  wallet?: string | null
  network?: string | null
  method?: string | null
  /** an error report's errorMessage (connect errors grouped by text) */
  error_message?: string | null
}

/** migration 031: events counted per hour, series (wallet, network, method, disconnects, connectErrors, errorText, swaps) and key */
export interface AnalyticsRollupTable {
  project_id: string
  hour: string
  series: string
  key: string
  /** a decimal string on PostgreSQL (bigint) */
  count: number | string
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable
  analytics_rollup: AnalyticsRollupTable
}
