// A locale's messages as the views use them: t(key, params), SPEC §8 texts from core in the visitor's language,
// and Intl for numbers, money and dates.
import { type Alert, type CoreTextName, findLatchError, type Locale, TEXTS } from '@latch/core'
import { isRtlLocale } from '@latch/core/internal'
import { englishText, isMessageKey, type MessageKey, type Messages } from './en.ts'
import { ERROR_KEYS } from './errorKeys.ts'

import { format, formatDecimal, type Params } from './format.ts'

export { format, type Params }

export interface Translator {
  locale: Locale
  dir: 'ltr' | 'rtl'
  t(key: MessageKey, params?: Params): string
  /** a failure in this language: by its code when core raised it, else its own text (never empty) */
  error(error: unknown): string
  /** one of core's own texts (SPEC §8), by its name, in this language */
  coreText(name: CoreTextName): string
  alert(alert: Alert): { title: string; description: string }
  /** a decimal string (already floored by core) with the locale's digits and separator, no grouping: 1234.567 */
  amount(decimal: string): string
  /** "$12.34" in the locale's way */
  usd(value: number): string
  /** an Activity group's title: the month, and its year when not the current one (SPEC §9) */
  month(year: number, monthIndex: number, now?: Date): string
}

/** `messages` may lack texts (English's are read as they are needed, a locale's parts as they arrive): English's
 * text of the key is shown instead */
export function createTranslator(locale: Locale, messages: Partial<Messages>): Translator {
  const t = (key: MessageKey, params?: Params) => format(messages[key] ?? englishText(key), params)
  const tag = locale
  return {
    locale,
    dir: isRtlLocale(locale) ? 'rtl' : 'ltr',
    t,
    error(error) {
      const coded = findLatchError(error)
      // the English text fills {reason} for the codes whose words no catalogue holds
      if (coded) return t(ERROR_KEYS[coded.code], { reason: coded.message, ...(coded.params as Params | undefined) })
      // not Latch's own (a wallet's or a node's words): as it is
      const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
      return text || t('core.somethingWentWrong')
    },
    coreText(name) {
      const key = `core.${name}` as MessageKey
      return isMessageKey(key) ? t(key) : TEXTS[name]
    },
    alert(alert) {
      const code = alert.code as string
      const title = messages[`alert.${code}.title` as MessageKey]
      const description = messages[`alert.${code}.description` as MessageKey]
      return { title: title ?? alert.title, description: description ?? alert.description }
    },
    amount: (decimal) => formatDecimal(tag, decimal),
    usd: (value) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(value),
    month(year, monthIndex, now = new Date()) {
      const date = new Date(year, monthIndex, 1)
      const options: Intl.DateTimeFormatOptions =
        year === now.getFullYear() ? { month: 'long' } : { month: 'long', year: 'numeric' }
      return new Intl.DateTimeFormat(tag, options).format(date)
    },
  }
}
