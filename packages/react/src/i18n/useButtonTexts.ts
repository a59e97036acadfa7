// The host buttons' texts in the instance's locale: English from the few bundled strings, any other language from
// its chunk once it has arrived.
import { BUTTON_TEXTS, type ButtonTextKey } from './buttonTexts.ts'
import { useLocaleMessages } from './chunkStore.ts'
import { format, formatDecimal, type Params } from './format.ts'

export interface ButtonTexts {
  t(key: ButtonTextKey, params?: Params): string
  /** a floored decimal in the locale's digits */
  amount(decimal: string): string
}

export function useButtonTexts(): ButtonTexts {
  const { locale, messages } = useLocaleMessages()
  const shown = messages ? locale : 'en'
  return {
    t: (key, params) => format(messages?.[key] ?? BUTTON_TEXTS[key], params),
    amount: (decimal) => formatDecimal(shown, decimal),
  }
}
