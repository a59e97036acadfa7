// The instance's language: the `locale` option, else the browser's languages (read by mount(), so creating an
// instance stays server-safe), and setLocale at run time.
import type { InstanceContext } from '../instance/context.ts'
import { browserLanguages, isLocale, matchLocale, resolveLocale } from './locales.ts'

export interface LocaleActions {
  /** switches the modal's language; an unsupported tag falls back to its language, else English */
  setLocale(locale: string): void
}

// the creation's locale in a module of its own: a page's first chunk needs only it
export { initialLocale } from './initialLocale.ts'

export function createLocale(context: InstanceContext) {
  const { store, options } = context
  return {
    /** mount(): without a `locale` option, the browser's languages decide */
    readBrowserLocale() {
      if (options.locale) return
      const languages = browserLanguages()
      if (languages) store.setState({ locale: resolveLocale(languages) })
    },
    actions: {
      setLocale(locale) {
        const next = isLocale(locale) ? locale : (matchLocale(locale) ?? 'en')
        if (store.getState().locale !== next) store.setState({ locale: next })
      },
    } satisfies LocaleActions,
  }
}
