import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { createWalletClient } from './client.ts'
import { isFarcasterRoute } from './farcaster.ts'
import { FarcasterSignIn } from './FarcasterSignIn.tsx'
import { TestWallet } from './wallet.ts'

const root = createRoot(document.getElementById('root') as HTMLElement)
// a link pasted into the address bar changes only the hash: start over as if it had been opened
addEventListener('hashchange', () => location.reload())
if (isFarcasterRoute(location.hash)) {
  // signing in with Farcaster needs no WalletConnect relay
  root.render(
    <StrictMode>
      <FarcasterSignIn hash={location.hash} />
    </StrictMode>,
  )
} else {
  try {
    const wallet = new TestWallet(await createWalletClient())
    root.render(
      <StrictMode>
        <App wallet={wallet} />
      </StrictMode>,
    )
  } catch (error) {
    root.render(
      <p role="alert">{`The wallet could not start: ${error instanceof Error ? error.message : String(error)}`}</p>,
    )
  }
}
