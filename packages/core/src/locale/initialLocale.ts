// The locale an instance is created with (createLocale.ts reads the browser's at mount and sets it at run time).
import { type Locale, resolveLocale } from './locales.ts'

/** the configured locale, else English until mount() reads the browser's */
export function initialLocale(configured: string | undefined): Locale {
  return configured ? resolveLocale([configured]) : 'en'
}
