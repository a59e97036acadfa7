// A dApp's accent (themeVariables '--latch-accent') reaches the embedded wallet's approval card through SYNC_THEME:
// the frame's Approve button is painted in it. The demo takes the accent from `?accent=`.
import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { approvalCard, signInByEmail, uniqueEmail } from './embedded.ts'
import { useDemo } from './harness.ts'

const openDemo = useDemo()

const backgroundOf = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor)

describe('embedded wallet: the dApp theme on the approval card', () => {
  test("R-3.75: the dApp's accent colours the frame's Approve button", async () => {
    const { page } = await openDemo({ search: '?accent=%23ff0066' })
    await signInByEmail(page, uniqueEmail('accent'))
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const card = await approvalCard(page, 'Signature request')
    expect(await backgroundOf(card.getByRole('button', { name: 'Approve', exact: true }))).toBe('rgb(255, 0, 102)')
    await card.getByRole('button', { name: 'Reject', exact: true }).click()
  })
})
