// The test wallet's page. Every string from a dApp (name, url, messages, addresses) is rendered as text.
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { DEV_ACCOUNTS } from './accounts.ts'
import { CHAINS } from './config.ts'
import { requested, sessionAddress, type Proposal, type Session } from './namespaces.ts'
import { decodeQrImage } from './qr.ts'
import { describeRequest } from './requests.ts'
import type { PendingRequest, TestWallet } from './wallet.ts'

export function App({ wallet }: { wallet: TestWallet }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  return (
    <main>
      <h1>Latch test wallet</h1>
      <p>A stand-in mobile wallet for the Latch devnet. Its keys are public: never send real funds to them.</p>
      <section aria-label="Account">
        <label htmlFor="account">Account</label>
        <select
          id="account"
          value={state.address}
          onChange={(event) => wallet.setAccount(event.target.value as `0x${string}`)}
        >
          {DEV_ACCOUNTS.map((account, index) => (
            <option key={account.address} value={account.address}>
              {`#${index} ${account.address}`}
            </option>
          ))}
        </select>
      </section>
      <PairForm wallet={wallet} />
      <p role="status">{state.notice ?? ''}</p>
      {state.error && <p role="alert">{state.error}</p>}
      {state.proposals.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} wallet={wallet} />
      ))}
      {state.requests.map((request) => (
        <RequestCard key={request.id} request={request} wallet={wallet} />
      ))}
      <Sessions sessions={state.sessions} chains={state.chains} wallet={wallet} />
    </main>
  )
}

function PairForm({ wallet }: { wallet: TestWallet }) {
  const [uri, setUri] = useState('')
  const [scanError, setScanError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (uri.trim()) void wallet.pair(uri)
  }
  const scan = async (file: File | undefined) => {
    setScanError(undefined)
    if (!file) return
    const text = await decodeQrImage(file).catch(() => undefined)
    if (!text) return setScanError('No QR code found in that image')
    setUri(text)
    await wallet.pair(text)
  }
  return (
    <section aria-label="Pair">
      <form onSubmit={submit}>
        <label htmlFor="pairing-uri">Pairing URI</label>
        <input
          id="pairing-uri"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="wc:…"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
        />
        <div className="row">
          <button type="submit">Pair</button>
        </div>
      </form>
      <label htmlFor="scan-qr">Scan QR image</label>
      <input id="scan-qr" type="file" accept="image/*" onChange={(event) => void scan(event.target.files?.[0])} />
      {scanError && <p role="alert">{scanError}</p>}
    </section>
  )
}

function Details({ fields }: { fields: [string, string][] }) {
  return (
    <dl>
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const chainName = (chainId: string) => CHAINS[chainId]?.name ?? chainId

function ProposalCard({ proposal, wallet }: { proposal: Proposal; wallet: TestWallet }) {
  const headingId = useId()
  const { chains, methods } = requested(proposal)
  const { name, url } = proposal.proposer.metadata
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Connection request</h2>
      <p>{String(name)}</p>
      <Details
        fields={[
          ['Website', String(url)],
          ['Chains', chains.map(chainName).join(', ')],
          ['Methods', methods.join(', ')],
        ]}
      />
      <div className="row">
        <button type="button" onClick={() => void wallet.approveProposal(proposal)}>
          Approve
        </button>
        <button type="button" onClick={() => void wallet.rejectProposal(proposal)}>
          Reject
        </button>
      </div>
    </section>
  )
}

function RequestCard({ request, wallet }: { request: PendingRequest; wallet: TestWallet }) {
  const headingId = useId()
  const { title, fields } = describeRequest(request)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{`From ${request.dappName}`}</p>
      <Details fields={fields} />
      <div className="row">
        <button type="button" onClick={() => void wallet.approveRequest(request)}>
          Approve
        </button>
        <button type="button" onClick={() => void wallet.rejectRequest(request)}>
          Reject
        </button>
      </div>
    </section>
  )
}

function Sessions({
  sessions,
  chains,
  wallet,
}: {
  sessions: Session[]
  chains: Record<string, string>
  wallet: TestWallet
}) {
  return (
    <section aria-label="Sessions">
      <h2>Sessions</h2>
      {sessions.length === 0 ? (
        <p>No sessions</p>
      ) : (
        <ul aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.topic}>
              <p>{String(session.peer.metadata.name)}</p>
              <Details
                fields={[
                  ['Website', String(session.peer.metadata.url)],
                  ['Account', sessionAddress(session) ?? ''],
                  ['Network', chainName(chains[session.topic] ?? '')],
                ]}
              />
              <button type="button" onClick={() => void wallet.disconnect(session.topic)}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
