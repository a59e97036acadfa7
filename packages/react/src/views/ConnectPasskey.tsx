// ConnectPasskey view: the embedded wallet's frame over a slot while its own card signs up or in with a passkey of
// the frame's origin (the page never asks for the passkey); a failure after the card is shown here with Try again.
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { ConnectFailed } from './ConnectFailed.tsx'
import { FrameSlot } from './FrameSlot.tsx'

export default function ConnectPasskey() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const error = useLatchSelector((state) => state.connectError)
  if (error)
    return (
      <div className="center">
        <ConnectFailed error={error} retry={() => void latch.connectPasskey().catch(() => undefined)} />
      </div>
    )
  return <FrameSlot hint={t('continueInWallet')} />
}
