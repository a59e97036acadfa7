// ConnectDevice view: the embedded wallet's frame over a slot while it brings the account's wallet to this
// device: it shows a new wallet's recovery code, or asks for it, in its own card (the page never sees the code).
import { useTranslator } from '../i18n/localeChunks.ts'
import { FrameSlot } from './FrameSlot.tsx'

export default function ConnectDevice() {
  const { t } = useTranslator()
  return <FrameSlot hint={t('continueInWallet')} />
}
