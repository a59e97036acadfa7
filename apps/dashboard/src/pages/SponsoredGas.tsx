// A project's sponsored gas today, per chain the cloud sponsors on: what its signed operations may have cost the
// paymaster's deposit (each at its maximum) against the chain's daily budget per project, which resets at 00:00 UTC.
import { formatUnits } from '@latch/core'
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { Sponsorship } from '../api/schemas.ts'

/** smallest units as a decimal amount with its symbol */
const amountOf = (value: string, decimals: number, symbol: string) => `${formatUnits(BigInt(value), decimals)} ${symbol}`

export function SponsoredGas({ api, projectId }: { api: AdminApi; projectId: string }) {
  const [chains, setChains] = useState<Sponsorship[]>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let current = true
    api.sponsorship(projectId).then(
      (rows) => current && setChains(rows),
      (caught: Error) => current && setError(caught.message),
    )
    return () => {
      current = false
    }
  }, [api, projectId])

  return (
    <section aria-labelledby="sponsored-gas-title">
      <h3 id="sponsored-gas-title">Sponsored gas today</h3>
      {error && <p role="alert" className="error">{error}</p>}
      {chains?.length === 0 && <p>This cloud sponsors gas on no chain (no paymaster configured).</p>}
      {chains && chains.length > 0 && (
        <table>
          <caption className="visually-hidden">Sponsored gas today, per chain</caption>
          <thead><tr><th scope="col">Chain</th><th scope="col">Used today</th><th scope="col">Daily budget</th></tr></thead>
          <tbody>
            {chains.map((chain) => (
              <tr key={chain.chainId}>
                <td>{`${chain.name} (${chain.chainId})`}</td>
                <td>{amountOf(chain.spentWei, chain.decimals, chain.symbol)}</td>
                <td>{amountOf(chain.budgetWei, chain.decimals, chain.symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
