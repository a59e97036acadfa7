// ExportWallet view: the embedded wallet's frame over a slot; the frame asks for a fresh code and shows the
// private key in its own card, so the page never holds it.
import { useTranslator } from '../i18n/localeChunks.ts'
import { FrameSlot } from './FrameSlot.tsx'

export default function ExportWallet() {
  const { t } = useTranslator()
  return <FrameSlot hint={t('continueInWallet')} />
}
