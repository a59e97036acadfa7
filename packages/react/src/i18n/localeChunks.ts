// The modal's translator: the whole catalogue in the instance's locale; English (bundled with the modal) while a
// chosen locale's chunk is on its way.
import { useMemo } from '../reactBindings.ts'
import { useLocaleMessages } from './chunkStore.ts'
import { en } from './en.ts'
import { createTranslator, type Translator } from './translator.ts'

export { loadLocale } from './chunkStore.ts'

export function useTranslator(): Translator {
  const { locale, messages } = useLocaleMessages()
  return useMemo(() => (messages ? createTranslator(locale, messages) : createTranslator('en', en)), [locale, messages])
}
