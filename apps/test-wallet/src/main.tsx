import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { createWalletClient } from './client.ts'
import { TestWallet } from './wallet.ts'

const root = createRoot(document.getElementById('root') as HTMLElement)
try {
  const wallet = new TestWallet(await createWalletClient())
  root.render(
    <StrictMode>
      <App wallet={wallet} />
    </StrictMode>,
  )
} catch (error) {
  root.render(<p role="alert">{`The wallet could not start: ${error instanceof Error ? error.message : String(error)}`}</p>)
}
