// ExportWallet view (issue 17): the embedded wallet's frame over a slot; the frame asks for a fresh code and shows the
// private key in its own card, so the page never holds it.
import { UI } from '../texts.ts'
import { FrameSlot } from './FrameSlot.tsx'

export default function ExportWallet() {
  return <FrameSlot hint={UI.continueInWallet} />
}
