// The modal's translator: the whole catalogue in the instance's locale; English (bundled with the modal) while a
// chosen locale's chunk is on its way.
import { useMemo } from '../reactBindings.ts'
import { useLocaleMessages } from './chunkStore.ts'
import { createTranslator, type Translator } from './translator.ts'

export { loadLocale } from './chunkStore.ts'

// English is read text by text (en.ts), so a visitor who only connects holds the Connect view's texts alone
const NO_MESSAGES = {}

export function useTranslator(): Translator {
  const { locale, messages } = useLocaleMessages()
  return useMemo(
    () => (messages ? createTranslator(locale, messages) : createTranslator('en', NO_MESSAGES)),
    [locale, messages],
  )
}
