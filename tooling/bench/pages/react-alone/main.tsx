// The reference page: React 19 and one button that opens a plain dialog with one wallet button.
import { createRoot } from 'react-dom/client'
import { PlainConnect } from '../shared/PlainConnect.tsx'

createRoot(document.getElementById('root') as HTMLElement).render(<PlainConnect />)
