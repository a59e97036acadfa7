// A form's call into core: one at a time, pending while it runs, and the text of its failure (core rejects with a
// coded error, translated by its code).
import { useState } from '../reactBindings.ts'
import { useTranslator } from '../i18n/localeChunks.ts'

export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const tr = useTranslator()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()

  /** true once the action succeeded; false when it failed or another call was still running */
  const submit = async (...args: A): Promise<boolean> => {
    if (pending) return false
    setPending(true)
    setError(undefined)
    try {
      await action(...args)
      return true
    } catch (cause) {
      // core rejects with a coded error; it shows in the visitor's language
      setError(tr.error(cause))
      return false
    } finally {
      setPending(false)
    }
  }

  return { pending, error, submit }
}
