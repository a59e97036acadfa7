// One address field with "Continue": Connect's email method and UpdateEmailWallet's new address.
import { useId, useState } from '../reactBindings.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useSubmit } from './useSubmit.ts'

export interface EmailFormProps {
  label: string
  /** core's action; it rejects with the text to show */
  submit: (email: string) => Promise<unknown>
  onFocus?: () => void
  autoFocus?: boolean
}

export function EmailForm({ label, submit, onFocus, autoFocus }: EmailFormProps) {
  const id = useId()
  const { t } = useTranslator()
  const [email, setEmail] = useState('')
  const { pending, error, submit: send } = useSubmit(submit)

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void send(email.trim())
      }}
    >
      <label className="small muted" htmlFor={id}>
        {label}
      </label>
      {/* a text field with the email keyboard, not type="email": Chromium makes a JavaScript context of its own (~90 KB
          of heap) for the first email field a page shows, for a check the form turns off (core checks the address) */}
      <input
        id={id}
        className="search"
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={onFocus}
        // biome-ignore lint/a11y/noAutofocus: only where the address is what the view asks for
        autoFocus={autoFocus}
      />
      {/* not disabled while waiting: a disabled button would drop the focus */}
      <button type="submit" className="primary" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
        {t('continue')}
      </button>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
