// The reference for "Latch in an app": React alone's button and plain dialog, in the header of the same app page.
import { createRoot } from 'react-dom/client'
import { AppPage } from '../shared/AppPage.tsx'
import { PlainConnect } from '../shared/PlainConnect.tsx'

// over the page, as any modal is, so opening it moves nothing in the app
const DIALOG = {
  position: 'fixed',
  top: 96,
  left: 0,
  right: 0,
  margin: 'auto',
  width: 360,
  background: '#fff',
} as const

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppPage button={<PlainConnect dialogStyle={DIALOG} />} />,
)
