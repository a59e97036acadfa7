// The calls a test makes on an in-page wallet's controls (kept on a window global by the wallet's page script):
// scripting its next answer, releasing what it holds, the user disconnecting the app, connecting it again from the
// wallet's own UI or picking another account in it.
import type { PageLike } from './playwright.ts'

type Control = 'script' | 'release' | 'disconnectApp' | 'authorizeApp' | 'moveToAccount' | 'moveToAccounts'

/** calls `window[global][control](...args)` in the page */
export function callWalletControl(page: PageLike, global: string, control: Control, args: unknown[] = []) {
  return page.evaluate(
    ([name, method, values]) => {
      const controls = (window as unknown as Record<string, Record<Control, (...values: unknown[]) => void>>)[name]!
      return controls[method](...values)
    },
    [global, control, args] as const,
  )
}
