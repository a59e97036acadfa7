// Reference screenshots of the main views at 360 px (a phone: the modal is a bottom sheet) in light and dark,
// compared with tooling/e2e/screenshots/*.png (see referenceShots.ts for the tolerance and how to update them).
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useTheme } from './axe.ts'
import { devAccount, useDemo } from './harness.ts'
import { compareWithReference, type ShotResult } from './referenceShots.ts'
import { TEST_WALLET_NAME } from '@latch/testing'
import { accountButton, anyDialog, closeModalIfOpen, connectButton, dialog, gone, openAccountView, see } from './ui.ts'

// its balances never change in the e2e run (switch-network, unsupported chain and accessibility only view)
const account = devAccount(4)
const openDemo = useDemo()
const PHONE = { viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' as const }

/** the open dialog in both themes, once its pictures have loaded and nothing moves; the pointer parked outside */
async function shoot(page: Page, view: string): Promise<ShotResult[]> {
  const results: ShotResult[] = []
  await page.mouse.move(0, 0)
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme)
    await page.waitForFunction(() => {
      const root = document.querySelector('latch-modal')?.shadowRoot
      return (
        [...(root?.querySelectorAll('img') ?? [])].every((image) => image.complete) &&
        (root?.getAnimations() ?? []).length === 0
      )
    })
    const png = await anyDialog(page).screenshot({ caret: 'hide', animations: 'disabled' })
    results.push(compareWithReference(`${view}-${theme}`, png))
  }
  await useTheme(page, 'light')
  return results
}

describe('reference screenshots at 360 px', () => {
  test('Connect, What is a wallet?, All Wallets, Account, Networks, Send and Receive look as recorded, light and dark', async () => {
    const { page } = await openDemo({ account, context: PHONE })
    const results: ShotResult[] = []
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: 'MetaMask', exact: true }))
    results.push(...(await shoot(page, 'connect')))
    await connect.getByRole('button', { name: 'What is a wallet?', exact: true }).click()
    await see(dialog(page, 'What is a wallet?').getByRole('button', { name: 'Get a wallet', exact: true }))
    results.push(...(await shoot(page, 'what-is-a-wallet')))
    await dialog(page, 'What is a wallet?').getByRole('button', { name: 'Back', exact: true }).click()
    await see(dialog(page, 'Connect Wallet')).then((view) =>
      view.getByRole('button', { name: 'All Wallets', exact: true }).click(),
    )
    const all = await see(dialog(page, 'All Wallets'))
    await see(all.getByRole('button', { name: 'Phantom', exact: true }))
    results.push(...(await shoot(page, 'all-wallets')))
    await closeModalIfOpen(page)

    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    await see(accountButton(page, account))
    await gone(anyDialog(page))
    const accountView = await openAccountView(page, account)
    await see(accountView.getByRole('tabpanel').getByRole('listitem').nth(1))
    results.push(...(await shoot(page, 'account')))
    await accountView.getByRole('button', { name: 'Network: Latch Devnet', exact: true }).click()
    await see(dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Devnet 31338', exact: true }))
    results.push(...(await shoot(page, 'networks')))
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Back', exact: true }).click()
    for (const view of ['Send', 'Receive'] as const) {
      await see(dialog(page, 'Account')).then((open) => open.getByRole('button', { name: view, exact: true }).click())
      await see(dialog(page, view).getByRole('button').last())
      results.push(...(await shoot(page, view.toLowerCase())))
      await dialog(page, view).getByRole('button', { name: 'Back', exact: true }).click()
    }
    expect(results.flatMap((result) => (result.failure ? [result.failure] : []))).toEqual([])
  })
})
