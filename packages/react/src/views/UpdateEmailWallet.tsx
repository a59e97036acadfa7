// UpdateEmailWallet view ("Update email"): the new address, then a code sent to the current address and
// one sent to the new; success goes back to Account (core shows the "Email updated" toast). An account with a passkey
// proves the change with it instead of the first code, in the frame's own card shown over a slot here.
import { useEffect, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { CodeField } from './CodeField.tsx'
import { EmailForm } from './EmailForm.tsx'
import { FrameSlot } from './FrameSlot.tsx'

export default function UpdateEmailWallet() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { email, update, hasPasskey } = useLatchSelector((state) => ({
    email: state.embedded.email ?? '',
    update: state.embedded.updateEmail,
    hasPasskey: state.embedded.signInMethods?.methods.some((method) => method.kind === 'passkey') ?? false,
  }))
  // a flow left half-way earlier starts over: only an address entered here leads to the code steps
  const [started, setStarted] = useState(false)
  // the frame's passkey card is open over the slot
  const [proving, setProving] = useState(false)

  // whether the account has a passkey to prove the change with; without the list the code path stays
  useEffect(() => {
    latch.loadSignInMethods().catch(() => undefined)
  }, [latch])

  const submitCode = async (code: string) => {
    await latch.submitUpdateEmailCode(code)
    // core clears updateEmail once the second code is accepted: the flow is over
    if (latch.getState().embedded.updateEmail) return
    if (latch.getState().router.view === 'UpdateEmailWallet') latch.back()
  }

  const start = async (newEmail: string) => {
    if (!hasPasskey) return latch.startUpdateEmail(newEmail)
    setProving(true)
    try {
      await latch.startUpdateEmail(newEmail, { passkey: true })
    } finally {
      setProving(false)
    }
  }

  if (!started)
    return (
      <div className="stack">
        {/* kept while the card is open, so a failure there shows under the address */}
        <div hidden={proving}>
          <EmailForm
            label={t('newEmail')}
            autoFocus
            submit={async (newEmail) => {
              await start(newEmail)
              setStarted(true)
            }}
          />
        </div>
        {proving && <FrameSlot hint={t('continueInWallet')} />}
      </div>
    )
  // no update once the second code is accepted: Account follows
  if (!update) return null
  const primary = update.step === 'primary'
  return (
    <div className="stack">
      <p>{t('codeSentTo', { email: primary ? email : update.newEmail })}</p>
      <p className="muted small">{primary ? t('confirmCurrentEmail') : t('confirmNewEmail')}</p>
      {/* a fresh field per step: the second code starts empty */}
      <CodeField key={update.step} submit={submitCode} />
    </div>
  )
}
