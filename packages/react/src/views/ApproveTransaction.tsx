// ApproveTransaction view: the embedded wallet's frame over a slot; the frame's own card has Approve and Reject.
import { UI } from '../texts.ts'
import { FrameSlot } from './FrameSlot.tsx'

export default function ApproveTransaction() {
  return <FrameSlot hint={UI.reviewInWallet} />
}
