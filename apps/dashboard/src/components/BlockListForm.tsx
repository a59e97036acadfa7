// One block list as two text areas, one entry a line: addresses (EVM in any case or EIP-55, Solana base58) and host names. Checked here
// for a quick word; the cloud checks again and its refusal is shown as it says it.
import { useEffect, useState } from 'react'
import type { BlockList } from '../api/schemas.ts'

const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/
const HOST = /^(\*\.)?([a-z0-9-]{1,63}\.)+[a-z0-9-]{1,63}\.?$/i
const entries = (text: string) => text.split(/[\s,]+/).filter(Boolean)

interface Props {
  /** what the list is for, in the form's name and its buttons ("this project", "every project") */
  label: string
  list: BlockList
  onSave(list: BlockList): Promise<void>
  onError(text: string): void
}

export function BlockListForm({ label, list, onSave, onError }: Props) {
  const [addresses, setAddresses] = useState(list.addresses.join('\n'))
  const [domains, setDomains] = useState(list.domains.join('\n'))
  useEffect(() => {
    setAddresses(list.addresses.join('\n'))
    setDomains(list.domains.join('\n'))
  }, [list])

  function save() {
    const next = { addresses: entries(addresses), domains: entries(domains) }
    const badAddress = next.addresses.find((address) => !ADDRESS.test(address))
    if (badAddress) return onError(`${badAddress} is not an address (0x and 40 hex digits, or a Solana address)`)
    const badDomain = next.domains.find((domain) => !HOST.test(domain))
    if (badDomain) return onError(`${badDomain} is not a host name like drainer.example (no https:// or path)`)
    return onSave(next)
  }

  return (
    <form aria-label={`Block list for ${label}`} onSubmit={(event) => (event.preventDefault(), void save())}>
      <label>
        {`Blocked addresses for ${label}, one per line`}
        <textarea
          rows={4}
          spellCheck={false}
          value={addresses}
          onChange={(event) => setAddresses(event.target.value)}
        />
      </label>
      <label>
        {`Blocked domains for ${label}, one per line (subdomains are blocked too)`}
        <textarea rows={4} spellCheck={false} value={domains} onChange={(event) => setDomains(event.target.value)} />
      </label>
      <button type="submit">{`Save the block list for ${label}`}</button>
    </form>
  )
}
