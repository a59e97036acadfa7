// The contracts a project's sponsored operations may call on a chain: with a list, the paymaster refuses an operation
// that calls anything else; an empty list sponsors calls to any contract.
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { Sponsorship } from '../api/schemas.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

interface Props {
  api: AdminApi
  projectId: string
  chain: Sponsorship
  onSaved(rows: Sponsorship[], text: string): void
  onError(text: string): void
}

export function SponsoredTargets({ api, projectId, chain, onSaved, onError }: Props) {
  const [text, setText] = useState(chain.targets.join('\n'))
  useEffect(() => setText(chain.targets.join('\n')), [chain])

  async function save() {
    const targets = text.split(/[\s,]+/).filter(Boolean)
    const bad = targets.find((target) => !ADDRESS.test(target))
    if (bad) return onError(`${bad} is not a contract address (0x and 40 hex digits)`)
    try {
      const rows = await api.setSponsorshipTargets(projectId, chain.chainId, targets)
      onSaved(
        rows,
        targets.length === 0
          ? `Calls to any contract are sponsored on ${chain.name}.`
          : `Allowed contracts on ${chain.name} saved.`,
      )
    } catch (caught) {
      onError((caught as Error).message)
    }
  }

  return (
    <form aria-label="Contracts sponsored calls may reach" onSubmit={(event) => (event.preventDefault(), void save())}>
      <label>
        {`Allowed contracts on ${chain.name}, one per line (none: any contract)`}
        <textarea rows={3} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save allowed contracts</button>
    </form>
  )
}
