// One browser per test file, a fresh context (and wallet) per test, the demo page opened.
import { inject } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { useBrowser } from './browser.ts'
import { installEvmWallet, type EvmWalletOptions } from '@latch/testing'

export const env = inject('e2e')
/** the dev account with this index (1..9; 0 deployed the contracts) */
export const devAccount = (index: number): `0x${string}` => env.accounts[index]!
export const CHAIN_A = 31337
export const CHAIN_B = 31338
export const NETWORK_A = 'Latch Devnet'
export const NETWORK_B = 'Latch Devnet 31338'
/** auto-wait bound for every Playwright step; well under the 60 s test timeout */
const STEP_TIMEOUT_MS = 15_000

export interface DemoOptions extends Partial<Omit<EvmWalletOptions, 'account'>> {
  /** the dev account the injected test wallet holds; without it no browser wallet is installed (a visitor who
   * signs in with the embedded wallet, email or social) */
  account?: `0x${string}`
  context?: BrowserContextOptions
  /** browser permissions, e.g. clipboard */
  permissions?: string[]
  /** runs on the new context before the demo page opens (init scripts, listeners) */
  init?: (context: BrowserContext) => Promise<void>
  /** the demo's query, e.g. `?siwx=required` (the demo opts into sign-in with X per load) */
  search?: string
  /** keep SPEC's default account type (smartAccount for eip155, R-6.25): the embedded wallet becomes its smart account.
   * Without it the visitor has chosen the EOA (R-3.48, the Account view's switch), as the embedded tests written
   * before smart accounts expect */
  smartAccount?: boolean
}

/** the page's stored preferred account types (core's FEATURE_STORAGE_KEYS.preferredAccountTypes), set unless already set */
function preferEoa(demoOrigin: string) {
  if (location.origin === demoOrigin && localStorage.getItem('@latch/preferred_account_types') === null)
    localStorage.setItem('@latch/preferred_account_types', JSON.stringify({ eip155: 'eoa' }))
}

export function useDemo(browserArgs: readonly string[] = []) {
  const browser = useBrowser(browserArgs)
  return async function openDemo(options: DemoOptions): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext(options.context)
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: env.demoUrl })
    const { context: _, permissions: __, init, account, search, smartAccount, ...wallet } = options
    if (!smartAccount) await context.addInitScript(preferEoa, new URL(env.demoUrl).origin)
    if (account)
      await installEvmWallet(context, {
        chains: { [CHAIN_A]: env.rpcUrls[0], [CHAIN_B]: env.rpcUrls[1] },
        ...wallet,
        account,
      })
    await init?.(context)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`))
    await page.goto(search ? new URL(search, env.demoUrl).toString() : env.demoUrl)
    return { page, context }
  }
}
