// "Latch" inside an app of ~3,100 elements: the same instance and button, in the header of the shared app page.
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { AppPage } from '../shared/AppPage.tsx'
import { latch } from '../shared/minimalLatch.ts'

createRoot(document.getElementById('root') as HTMLElement).render(
  <LatchProvider latch={latch}>
    <AppPage button={<ConnectButton />} />
  </LatchProvider>,
)
