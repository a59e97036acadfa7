// The analytics summary as CSV: one row per bucket, series and key; cells that a spreadsheet would run as a
// formula (= + - @) are prefixed with ', and quotes are doubled.
import type { AnalyticsSummary, CountRow } from './aggregates.ts'

export const CSV_HEADER = 'bucket,series,key,count'

export function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function analyticsCsv(summary: AnalyticsSummary): string {
  const lines = [CSV_HEADER]
  const add = (series: string, rows: CountRow[]) => {
    for (const row of rows) lines.push([row.bucket, series, row.key, row.count].map(csvCell).join(','))
  }
  add('connections_by_wallet', summary.connections.byWallet)
  add('connections_by_network', summary.connections.byNetwork)
  add('connections_by_method', summary.connections.byMethod)
  add('disconnects', summary.disconnects.rows)
  add('sign_ins', summary.signIns.rows)
  add('swaps', summary.swaps.rows)
  add('onramp_purchases', summary.onrampPurchases.rows)
  // the fiat totals span the range: no bucket, the currency as key, the amount as count
  for (const row of summary.onrampPurchases.amounts)
    lines.push(['', 'onramp_purchase_amount', row.currency, row.amount].map(csvCell).join(','))
  for (const row of summary.errors.top)
    lines.push(['', 'connect_error_text', row.message, row.count].map(csvCell).join(','))
  // the health figures span the range too: the wallet and the platform as key
  for (const row of summary.health) {
    const key = `${row.wallet} (${row.platform})`
    lines.push(['', 'failed_connections', key, row.failed].map(csvCell).join(','))
    lines.push(['', 'stale_sessions', key, row.stale].map(csvCell).join(','))
  }
  for (const row of summary.warnings)
    for (const outcome of ['shown', 'passed', 'heeded'] as const)
      lines.push(['', `warnings_${outcome}`, row.code, row[outcome]].map(csvCell).join(','))
  return `${lines.join('\r\n')}\r\n`
}
