// A project's sponsored gas today, per chain the cloud sponsors on: what its signed operations may have cost the
// paymaster's deposit (each at its maximum) against its daily budget, which resets at 00:00 UTC. The budget is the
// chain's default (LATCH_CHAINS) unless the operator gives the project its own here, as are the contracts sponsored
// calls may reach.
import { formatUnits, parseUnits } from '@latch/core'
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { Sponsorship } from '../api/schemas.ts'
import { SponsoredTargets } from './SponsoredTargets.tsx'

/** smallest units as a decimal amount with its symbol */
const amountOf = (value: string, decimals: number, symbol: string) =>
  `${formatUnits(BigInt(value), decimals)} ${symbol}`

export function SponsoredGas({ api, projectId }: { api: AdminApi; projectId: string }) {
  const [chains, setChains] = useState<Sponsorship[]>()
  const [chainId, setChainId] = useState<number>()
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const chosen = chains?.find((chain) => chain.chainId === chainId) ?? chains?.[0]

  useEffect(() => {
    let current = true
    api.sponsorship(projectId).then(
      (rows) => current && setChains(rows),
      (caught: Error) => current && setMessage({ text: caught.message, error: true }),
    )
    return () => {
      current = false
    }
  }, [api, projectId])

  async function act(action: () => Promise<Sponsorship[]>, done: string) {
    try {
      setChains(await action())
      setMessage({ text: done, error: false })
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }

  function save() {
    if (!chosen) return
    const budgetWei = parseUnits(amount, chosen.decimals)
    if (budgetWei === undefined)
      return setMessage({ text: `Enter the daily budget in ${chosen.symbol}, like 0.5`, error: true })
    return act(
      () => api.setSponsorshipBudget(projectId, chosen.chainId, budgetWei),
      `Daily budget on ${chosen.name} saved.`,
    )
  }

  return (
    <section aria-labelledby="sponsored-gas-title">
      <h3 id="sponsored-gas-title">Sponsored gas today</h3>
      {chains?.length === 0 && <p>This cloud sponsors gas on no chain (no paymaster configured).</p>}
      {chosen && chains && (
        <>
          <table>
            <caption className="visually-hidden">Sponsored gas today, per chain</caption>
            <thead>
              <tr>
                <th scope="col">Chain</th>
                <th scope="col">Used today</th>
                <th scope="col">Daily budget</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {chains.map((chain) => (
                <tr key={chain.chainId}>
                  <td>{`${chain.name} (${chain.chainId})`}</td>
                  <td>{amountOf(chain.spentWei, chain.decimals, chain.symbol)}</td>
                  <td>{`${amountOf(chain.budgetWei, chain.decimals, chain.symbol)}, ${chain.ownBudget ? "this project's own" : 'the default'}`}</td>
                  <td>
                    {chain.ownBudget && (
                      <button
                        type="button"
                        aria-label={`Use the default budget on ${chain.name}`}
                        onClick={() =>
                          void act(
                            () => api.clearSponsorshipBudget(projectId, chain.chainId),
                            `${chain.name} is back on the default budget.`,
                          )
                        }
                      >
                        Use the default
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <form aria-label="This project's daily budget" onSubmit={(event) => (event.preventDefault(), void save())}>
            <div className="row">
              <label>
                Chain
                <select value={chosen.chainId} onChange={(event) => setChainId(Number(event.target.value))}>
                  {chains.map((chain) => (
                    <option key={chain.chainId} value={chain.chainId}>{`${chain.name} (${chain.chainId})`}</option>
                  ))}
                </select>
              </label>
              <label>
                {`Daily budget (${chosen.symbol})`}
                <input
                  type="text"
                  inputMode="decimal"
                  required
                  value={amount}
                  placeholder={formatUnits(BigInt(chosen.defaultBudgetWei), chosen.decimals)}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </label>
              <button type="submit">Save budget</button>
            </div>
          </form>
          <SponsoredTargets
            api={api}
            projectId={projectId}
            chain={chosen}
            onSaved={(rows, text) => (setChains(rows), setMessage({ text, error: false }))}
            onError={(text) => setMessage({ text, error: true })}
          />
        </>
      )}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
    </section>
  )
}
