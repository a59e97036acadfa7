// The one-time code textbox: submits itself at six digits; a rejected code is shown, cleared and refocused.
import { useId, useRef, useState } from '../reactBindings.ts'
import { CODE_LENGTH, isCompleteCode, normaliseCode } from '../embedded/code.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useSubmit } from './useSubmit.ts'

export function CodeField({ submit }: { submit: (code: string) => Promise<unknown> }) {
  const id = useId()
  const { t } = useTranslator()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const { pending, error, submit: check } = useSubmit(submit)

  const send = async (value: string) => {
    if (pending || (await check(value))) return
    setCode('')
    input.current?.focus()
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (isCompleteCode(code)) void send(code)
      }}
    >
      <label className="small muted" htmlFor={id}>
        {t('verificationCode')}
      </label>
      <input
        ref={input}
        id={id}
        className="search code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        // read-only rather than disabled while checking, so the focus stays put
        readOnly={pending}
        aria-busy={pending || undefined}
        aria-invalid={error ? true : undefined}
        // biome-ignore lint/a11y/noAutofocus: entering the code is what this view is for
        autoFocus
        onChange={(event) => {
          const next = normaliseCode(event.target.value)
          setCode(next)
          if (isCompleteCode(next)) void send(next)
        }}
      />
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
