// RegisterAccountName (SPEC §5 name rules, §7 suggestions and registration, §8 texts): the name is checked as it is
// typed, free variants are suggested after the search delay, and Register has the wallet sign the registration.
import type { NameSuggestion } from '@latch/core'
import { NAME_ZONE, nameRuleCode } from '@latch/core/internal'
import { useEffect, useId, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { ERROR_KEYS } from '../i18n/errorKeys.ts'
import { useTranslator } from '../i18n/localeChunks.ts'

/** SPEC §9: search delay 300 ms */
const SEARCH_DELAY_MS = 300

export default function RegisterAccountName() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const id = useId()
  const [label, setLabel] = useState('')
  const [suggestions, setSuggestions] = useState<NameSuggestion[]>([])
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  // the rules by their code, in the visitor's language
  const ruleCode = label ? nameRuleCode(label) : undefined
  const ruleError = ruleCode && t(ERROR_KEYS[ruleCode])

  useEffect(() => {
    setSuggestions([])
    if (!label || ruleCode) return
    let current = true
    const timer = setTimeout(() => {
      latch
        .suggestNames(label)
        .then((found) => current && setSuggestions(found))
        .catch((caught: unknown) => current && setError(tr.error(caught)))
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [label, ruleCode, latch, tr])

  const register = async (chosen: string) => {
    setPending(true)
    setError(undefined)
    try {
      await latch.registerName(chosen)
    } catch (caught) {
      setError(tr.error(caught))
      setPending(false)
    }
  }
  const requested = suggestions[0]
  const taken = requested?.registered

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (label && !ruleError && !taken) void register(label)
      }}
    >
      <label className="small muted" htmlFor={id}>
        {t('nameLabel')}
      </label>
      <input
        id={id}
        className="search"
        value={label}
        autoComplete="off"
        onChange={(event) => {
          setError(undefined)
          setLabel(event.target.value.trim())
        }}
        aria-describedby={`${id}-zone`}
      />
      <span id={`${id}-zone`} className="small muted">
        .{NAME_ZONE}
      </span>
      {(ruleError || error) && (
        <p className="error small" role="alert">
          {ruleError ?? error}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul aria-label={t('nameSuggestions')} className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="secondary"
                style={{ width: '100%' }}
                disabled={suggestion.registered || pending}
                onClick={() => void register(suggestion.name.replace(`.${NAME_ZONE}`, ''))}
              >
                {suggestion.name} · {suggestion.registered ? t('nameTaken') : t('nameAvailable')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <p className="small muted" role="status">
          {t('nameRegistering')}
        </p>
      )}
      <button type="submit" className="primary" disabled={!label || Boolean(ruleError) || taken || pending}>
        {t('nameRegister', { name: label ? `${label.toLowerCase()}.${NAME_ZONE}` : NAME_ZONE })}
      </button>
    </form>
  )
}
