import { type ChainNamespace, LOCALES } from '@latch/core'
import {
  ConnectButton,
  NetworkButton,
  useLatch,
  useLatchAccount,
  useLatchBalance,
  useLatchNetwork,
  useLatchSession,
  useLatchState,
  useLatchTheme,
} from '@latch/react'
import { useState } from 'react'
import { useConnection } from 'wagmi'
import { BatchCalls } from './BatchCalls.tsx'
import { GasSponsorship } from './GasSponsorship.tsx'
import { SwapShortcut } from './SwapShortcut.tsx'
import { TokenApproval } from './TokenApproval.tsx'
import { PayDemo } from './Pay.tsx'

export function App() {
  const account = useLatchAccount()
  // a session whose wallet stopped answering keeps its account: signing tries it again and says what to do
  const hasSession = account.isConnected || account.status === 'stale' || account.status === 'reconnecting'
  const { themeMode, setThemeMode } = useLatchTheme()
  return (
    <main>
      <h1>Latch demo</h1>
      <p>Connect a browser wallet, switch between the two local networks, send, receive and sign.</p>
      <section aria-label="Wallet">
        <div className="row">
          <ConnectButton />
          {account.isConnected && <NetworkButton />}
          <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
            Theme: {themeMode}
          </button>
          <LanguagePicker />
        </div>
      </section>
      <GasSponsorship />
      {account.isConnected && <SignInStatus />}
      {account.isConnected && <Accounts />}
      {hasSession && <SignMessage />}
      {account.isConnected && <BatchCalls />}
      {account.isConnected && <SwapShortcut />}
      {account.isConnected && <TokenApproval />}
      {account.isConnected && <PayDemo />}
      <WagmiView />
    </main>
  )
}

function SignMessage() {
  const latch = useLatch()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const sign = async () => {
    setError(undefined)
    try {
      setSignature(await latch.signMessage('Hello from the Latch demo'))
    } catch (cause) {
      setSignature(undefined)
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }
  return (
    <section aria-label="Sign a message">
      <h2>Sign a message</h2>
      <p>
        Message: <code>Hello from the Latch demo</code>
      </p>
      <button type="button" onClick={sign}>
        Sign message
      </button>
      {signature && (
        <p>
          Signature: <code>{signature}</code>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

// the same hooks for every namespace: each connected namespace's account, network and balance
function Accounts() {
  const namespaces = useLatch()
    .getState()
    .networks.map((network) => network.chainNamespace)
  return (
    <section aria-label="Accounts">
      <h2>Accounts</h2>
      <ul>
        {[...new Set(namespaces)].map((namespace) => (
          <NamespaceAccount key={namespace} namespace={namespace} />
        ))}
      </ul>
    </section>
  )
}

// The sign-in session (useLatchSession); its id is what the dApp's server checks with verifyLatchSession
// (@latch/core/server), e.g. `const { valid, session } = await verifyLatchSession({ cloudUrl, projectId, sessionId })`.
function SignInStatus() {
  const { status, account, expiresAt } = useLatchSession()
  return (
    <section aria-label="Sign-in session">
      <h2>Sign-in session</h2>
      <p>
        {status === 'signedIn'
          ? `Signed in as ${account} until ${expiresAt}`
          : status === 'signing'
            ? 'Signing in…'
            : 'Not signed in'}
      </p>
    </section>
  )
}

function NamespaceAccount({ namespace }: { namespace: ChainNamespace }) {
  const account = useLatchAccount(namespace)
  const { network } = useLatchNetwork(namespace)
  const balance = useLatchBalance(namespace)
  return (
    <li aria-label={`${namespace} account`}>
      {namespace}: {account.address ?? 'not connected'}
      {account.isConnected && ` on ${network.name}${balance.formatted ? `, ${balance.formatted}` : ''}`}
    </li>
  )
}

// wagmi's own hook reads the connection Latch made: the host app keeps its wagmi code.
function WagmiView() {
  const connection = useConnection()
  return (
    <section aria-label="wagmi">
      <h2>wagmi</h2>
      <p>wagmi sees: {connection.address ?? 'disconnected'}</p>
    </section>
  )
}

/** the modal's language: the browser's by default; any of Latch's locales at run time */
function LanguagePicker() {
  const latch = useLatch()
  const { locale } = useLatchState()
  return (
    <label>
      Language{' '}
      <select value={locale} onChange={(event) => latch.setLocale(event.target.value)}>
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code}
          </option>
        ))}
      </select>
    </label>
  )
}
