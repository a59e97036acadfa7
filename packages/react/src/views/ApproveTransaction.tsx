// ApproveTransaction view: the embedded wallet's frame over a slot; the frame's own card has Approve and Reject.
import { useTranslator } from '../i18n/localeChunks.ts'
import { FrameSlot } from './FrameSlot.tsx'

export default function ApproveTransaction() {
  const { t } = useTranslator()
  return <FrameSlot hint={t('reviewInWallet')} />
}
