// Connect with the keyboard alone: Tab to "Connect Wallet", Enter, Tab to the wallet, Enter; focus stays in
// the dialog while it is open and comes back to the page's button after.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { devAccount, useDemo } from './harness.ts'
import { TEST_WALLET_NAME } from '@latch/testing'
import { accountButton, anyDialog, dialog, focusedInside, gone, see } from './ui.ts'

// no balances change here
const account = devAccount(4)
const openDemo = useDemo()

/** the accessible name of the focused element, looking through shadow roots (aria-label, else its text) */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim()
  })
}

/** presses Tab until the focused element is named `name`; fails after `limit` presses */
async function tabTo(page: Page, name: string, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`"${name}" not reached in ${limit} presses of Tab (last: "${await focusedName(page)}")`)
}

describe('keyboard', () => {
  test('connects through Connect with Tab and Enter only', async () => {
    const { page } = await openDemo({ account })
    await tabTo(page, 'Connect Wallet')
    await page.keyboard.press('Enter')
    const connect = await see(dialog(page, 'Connect Wallet'))
    expect(await focusedInside(connect)).toBe(true)
    await tabTo(page, TEST_WALLET_NAME)
    expect(await focusedInside(connect)).toBe(true)
    await page.keyboard.press('Enter')
    const accountName = (await see(accountButton(page, account))).getAttribute('aria-label')
    await gone(anyDialog(page))
    // focus came back to the page's button, which now names the account
    expect(await focusedName(page)).toBe(await accountName)
  })
})
