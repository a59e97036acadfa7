// The approval card's warnings by code: how often each was shown, passed (the person took the second step and
// approved) and heeded (rejected after it), so an operator sees which warnings stop people and which they click past.
import type { AnalyticsSummary } from '../api/schemas.ts'

export function WarningsTable({ rows }: { rows: AnalyticsSummary['warnings'] }) {
  return (
    <section aria-labelledby="warnings-title">
      <h3 id="warnings-title">Approval warnings</h3>
      <table>
        <caption>Warnings on the embedded wallet's card, by warning</caption>
        <thead>
          <tr>
            <th scope="col">Warning</th>
            <th scope="col">Shown</th>
            <th scope="col">Passed</th>
            <th scope="col">Heeded</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>No warnings were shown in this range.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.code}>
              <td>{row.code}</td>
              <td>{row.shown}</td>
              <td>{row.passed}</td>
              <td>{row.heeded}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
