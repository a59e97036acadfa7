// Migration 100: the block list's entries, the operator's own (per project or for the whole cloud) and the feed's.

/** the scope of the entries that hold for every project */
export const CLOUD_SCOPE = '*'
export const ENTRY_KINDS = ['address', 'domain'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]
/** operator: typed in the dashboard or the admin API; feed: the last good import of LATCH_BLOCK_LIST_FEED_URL */
export type EntrySource = 'operator' | 'feed'

export interface BlockListEntriesTable {
  /** a project id, or CLOUD_SCOPE */
  scope: string
  kind: EntryKind
  /** an EVM address in lower case, a Solana address as written, or a host name in lower case */
  value: string
  source: EntrySource
}

export interface BlockListTables {
  block_list_entries: BlockListEntriesTable
}
