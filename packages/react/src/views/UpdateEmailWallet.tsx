// UpdateEmailWallet view ("Update email"): the new address, then a code sent to the current address and
// one sent to the new; success goes back to Account (core shows the "Email updated" toast).
import { useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { CodeField } from './CodeField.tsx'
import { EmailForm } from './EmailForm.tsx'

export default function UpdateEmailWallet() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { email, update } = useLatchSelector((state) => ({
    email: state.embedded.email ?? '',
    update: state.embedded.updateEmail,
  }))
  // a flow left half-way earlier starts over: only an address entered here leads to the code steps
  const [started, setStarted] = useState(false)

  const submitCode = async (code: string) => {
    await latch.submitUpdateEmailCode(code)
    // core clears updateEmail once the second code is accepted: the flow is over
    if (latch.getState().embedded.updateEmail) return
    if (latch.getState().router.view === 'UpdateEmailWallet') latch.back()
  }

  if (!started)
    return (
      <EmailForm
        label={t('newEmail')}
        autoFocus
        submit={async (newEmail) => {
          await latch.startUpdateEmail(newEmail)
          setStarted(true)
        }}
      />
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
