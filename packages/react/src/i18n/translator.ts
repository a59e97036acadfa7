// A locale's messages as the views use them: t(key, params), SPEC §8 texts from core in the visitor's language,
// and Intl for numbers, money and dates.
import { type Alert, findLatchError, type Locale, TEXTS } from '@latch/core'
import { isRtlLocale } from '@latch/core/internal'
import { en, type MessageKey, type Messages } from './en.ts'
import { ERROR_KEYS } from './errorKeys.ts'

import { format, formatDecimal, type Params } from './format.ts'

export { format, type Params }

export interface Translator {
  locale: Locale
  dir: 'ltr' | 'rtl'
  t(key: MessageKey, params?: Params): string
  /** a failure in this language: by its code when core raised it, else its own text (never empty) */
  error(error: unknown): string
  /** an English catalogue text core set (SPEC §8), in this language; any other text as it is */
  coreText(text: string): string
  alert(alert: Alert): { title: string; description: string }
  /** a decimal string (already floored by core) with the locale's digits and separator, no grouping: 1234.567 */
  amount(decimal: string): string
  /** "$12.34" in the locale's way */
  usd(value: number): string
  /** an Activity group's title: the month, and its year when not the current one (SPEC §9) */
  month(year: number, monthIndex: number, now?: Date): string
}

/** English text → its key (SPEC §8 texts core sets or throws, and the forms' own checks), the first key winning */
const ENGLISH_KEYS: ReadonlyMap<string, MessageKey> = new Map(
  (Object.keys(en) as MessageKey[])
    .filter((key) => !en[key].includes('{'))
    .reverse()
    .map((key) => [en[key], key]),
)
const COOLDOWN = new RegExp(`^${TEXTS.emailCooldown(0).replace('0', '(\\d+)')}$`)

export function createTranslator(locale: Locale, messages: Messages): Translator {
  const t = (key: MessageKey, params?: Params) => format(messages[key] ?? en[key], params)
  const tag = locale
  return {
    locale,
    dir: isRtlLocale(locale) ? 'rtl' : 'ltr',
    t,
    error(error) {
      const coded = findLatchError(error)
      if (coded) return t(ERROR_KEYS[coded.code], coded.params as Params | undefined)
      const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
      return text ? this.coreText(text) : t('core.somethingWentWrong')
    },
    coreText(text) {
      const key = ENGLISH_KEYS.get(text)
      if (key) return t(key)
      const cooldown = COOLDOWN.exec(text)
      return cooldown ? t('core.emailCooldown', { seconds: Number(cooldown[1]) }) : text
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
      const options: Intl.DateTimeFormatOptions = year === now.getFullYear() ? { month: 'long' } : { month: 'long', year: 'numeric' }
      return new Intl.DateTimeFormat(tag, options).format(date)
    },
  }
}
