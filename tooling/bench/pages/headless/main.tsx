// The minimal app without Latch's modal: one network, the EVM adapter, and a connect button of the app's own that
// opens its own wallet list, drawn from the headless hooks; only the public API.
import { createLatch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { LatchProvider, useConnect, useWalletGroups } from '@latch/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { devnet } from '../shared/devnet.ts'

const latch = createLatch({ modal: false, adapters: [evmAdapter()], networks: [devnet] })

function WalletList() {
  const groups = useWalletGroups()
  const { connect, status, connector } = useConnect()
  // the same dialog and row names as the modal's, so the bench times both alike
  return (
    <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
      {groups.map(({ group, wallets }) => (
        <ul key={group} aria-label={group}>
          {wallets.map(({ connector: wallet, wallet: listed }) =>
            wallet ? (
              <li key={wallet.id}>
                <button
                  type="button"
                  aria-busy={status === 'connecting' && connector?.id === wallet.id}
                  onClick={() => void connect(wallet.id).catch(() => undefined)}
                >
                  {wallet.imageUrl && <img src={wallet.imageUrl} alt="" width={24} height={24} />}
                  {wallet.name}
                </button>
              </li>
            ) : (
              <li key={listed.id}>{listed.name}</li>
            ),
          )}
        </ul>
      ))}
    </div>
  )
}

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && <WalletList />}
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <App />
  </LatchProvider>,
)
