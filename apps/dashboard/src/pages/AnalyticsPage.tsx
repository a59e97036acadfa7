// Analytics: connections by wallet, network and method, disconnects, sign-ins by method, swaps by network, completed
// onramp purchases by provider (and what they cost), the connect-error share and its most common texts, failed
// connections and stale sessions by wallet and platform, the approval card's warnings shown, passed and heeded, over
// 24 h, 7 or 30 days, each chart with its data table; CSV export of the same figures.
import { useEffect, useState } from 'react'
import type { PageProps } from '../App.tsx'
import { type AnalyticsSummary, RANGES, type Range } from '../api/schemas.ts'
import { BarChart } from '../components/BarChart.tsx'
import { HealthTable } from '../components/HealthTable.tsx'
import { WarningsTable } from '../components/WarningsTable.tsx'

const RANGE_LABELS: Record<Range, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' }

export function AnalyticsPage({ api, projectId }: PageProps) {
  const [range, setRange] = useState<Range>('7d')
  const [summary, setSummary] = useState<AnalyticsSummary>()
  const [error, setError] = useState<string>()
  const [reload, setReload] = useState(0)

  useEffect(() => {
    if (!projectId) return
    let current = true
    api.analytics(projectId, range).then(
      (result) => current && (setSummary(result), setError(undefined)),
      (caught: Error) => current && setError(caught.message),
    )
    return () => {
      current = false
    }
  }, [api, projectId, range, reload])

  async function exportCsv() {
    if (!projectId) return
    try {
      const csv = await api.analyticsCsv(projectId, range)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
      link.download = `latch-${projectId}-${range}.csv`
      link.click()
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
    } catch (caught) {
      setError((caught as Error).message)
    }
  }

  if (!projectId) return <p>Create a project first.</p>
  return (
    <>
      <div className="row">
        <label>
          Range
          <select value={range} onChange={(event) => setRange(event.target.value as Range)}>
            {RANGES.map((entry) => (
              <option key={entry} value={entry}>
                {RANGE_LABELS[entry]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" onClick={() => setReload(reload + 1)}>
          Refresh
        </button>
        <button type="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {summary && (
        <>
          <section aria-labelledby="errors-title">
            <h3 id="errors-title">Connect errors</h3>
            <p>
              {summary.errors.connectErrors} of {summary.errors.connectAttempts} connection attempts failed (
              {(summary.errors.share * 100).toFixed(1)}%). {summary.disconnects.total} disconnects.
            </p>
            <table>
              <caption>Most common connect errors</caption>
              <thead>
                <tr>
                  <th scope="col">Error text</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                {summary.errors.top.length === 0 && (
                  <tr>
                    <td colSpan={2}>No connect errors in this range.</td>
                  </tr>
                )}
                {summary.errors.top.map((row) => (
                  <tr key={row.message}>
                    <td>{row.message}</td>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <HealthTable rows={summary.health} />
          <WarningsTable rows={summary.warnings} />
          <BarChart
            title="Connections by wallet"
            rows={summary.connections.byWallet}
            buckets={summary.buckets}
            keyLabel="Wallet"
          />
          <BarChart
            title="Connections by network"
            rows={summary.connections.byNetwork}
            buckets={summary.buckets}
            keyLabel="Network"
          />
          <BarChart
            title="Connections by method"
            rows={summary.connections.byMethod}
            buckets={summary.buckets}
            keyLabel="Method"
          />
          <BarChart
            title="Disconnects"
            rows={summary.disconnects.rows.map((row) => ({ ...row, key: 'disconnects' }))}
            buckets={summary.buckets}
            keyLabel="Disconnects"
          />
          <BarChart
            title="Sign-ins by method"
            rows={summary.signIns.rows}
            buckets={summary.buckets}
            keyLabel="Method"
          />
          <BarChart title="Swaps" rows={summary.swaps.rows} buckets={summary.buckets} keyLabel="Network" />
          <BarChart
            title="Onramp purchases"
            rows={summary.onrampPurchases.rows}
            buckets={summary.buckets}
            keyLabel="Provider"
          />
          <p>
            {summary.onrampPurchases.amounts.length === 0
              ? 'No completed onramp purchases in this range.'
              : `Completed onramp purchases paid in all: ${summary.onrampPurchases.amounts.map((row) => `${row.amount} ${row.currency}`).join(', ')}.`}
          </p>
        </>
      )}
    </>
  )
}
