// Where connections go wrong: failed connections and sessions that stopped answering, by wallet and platform, so an
// operator sees which wallet fails on phones before its users say so.
import type { AnalyticsSummary } from '../api/schemas.ts'

export function HealthTable({ rows }: { rows: AnalyticsSummary['health'] }) {
  return (
    <section aria-labelledby="health-title">
      <h3 id="health-title">Connection health</h3>
      <table>
        <caption>Failed connections and stale sessions by wallet and platform</caption>
        <thead>
          <tr>
            <th scope="col">Wallet</th>
            <th scope="col">Platform</th>
            <th scope="col">Failed connections</th>
            <th scope="col">Stale sessions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>No failed connections or stale sessions in this range.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={`${row.wallet}/${row.platform}`}>
              <td>{row.wallet}</td>
              <td>{row.platform}</td>
              <td>{row.failed}</td>
              <td>{row.stale}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
