// The shell Send, Swap and OnRamp share: a form that submits without a page load, its labelled fields (a select of
// choices, an amount), the failure line, a status line and the one primary button.
import type { ReactNode } from 'react'

export interface FormShellProps {
  onSubmit(): void
  /** the failure, already in the visitor's language; a live alert above the button */
  error?: string
  /** what happened last (a success notice), between the failure line and the button */
  status?: ReactNode
  submit: { label: string; pending?: boolean; disabled?: boolean }
  className?: string
  children: ReactNode
}

export function FormShell({ onSubmit, error, status, submit, className = 'stack', children }: FormShellProps) {
  const { label, pending = false, disabled = false } = submit
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {status}
      <button type="submit" className="primary" disabled={pending || disabled} aria-busy={pending || undefined}>
        {label}
      </button>
    </form>
  )
}

/** a field named by its visible label (a <label> around its control, or a group) */
export function Field({ label, group = false, children }: { label: string; group?: boolean; children: ReactNode }) {
  const Tag = group ? 'div' : 'label'
  return (
    <Tag className="field">
      <span className="small muted">{label}</span>
      {children}
    </Tag>
  )
}

export interface Choice {
  key: string
  value: string | number
  label: string
}

/** a list of choices (a token, an asset, a currency, a payment method), its accessible name the field's label */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string | number
  choices: Choice[]
  onChange(value: string): void
}) {
  return (
    <Field label={label}>
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.key} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** an amount as typed (a decimal string, checked on submit), named "Amount" */
export function AmountInput({
  label,
  value,
  onChange,
  placeholder = '0.0',
  describedBy,
}: {
  label: string
  value: string
  onChange(value: string): void
  placeholder?: string
  describedBy?: string
}) {
  return (
    <input
      aria-label={label}
      aria-describedby={describedBy}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
