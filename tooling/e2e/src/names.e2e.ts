// Registering a name (SPEC §5 name rules and texts, §7 suggestions and POST /v1/profile/account) against the real
// cloud: the rules as the visitor types, suggestions, the wallet signs, RegisterAccountNameSuccess, then the Account
// view shows the name (the demo opts into identity on its testnets).
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { truncated } from './chain.ts'
import { devAccount, useDemo } from './harness.ts'
import { connectTestWallet, dialog, gone, openAccountView, see } from './ui.ts'

const account = devAccount(1)
const openDemo = useDemo()

describe('names', () => {
  test('R-5.13 R-5.14 R-7.25 R-7.26: register a name with suggestions, see it in the Account view', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Register a name', exact: true }).click()
    const view = await see(dialog(page, 'Choose a name'))
    const field = view.getByRole('textbox', { name: 'Name', exact: true })

    await field.fill('ab')
    await see(view.getByRole('alert').getByText('Name must be at least 4 characters long', { exact: true }))
    await field.fill('ab_cd')
    await see(view.getByRole('alert').getByText('Name can only contain letters, digits and hyphens', { exact: true }))

    const label = `e2e-${Date.now().toString(36)}`
    await field.fill(label)
    const suggestions = await see(view.getByRole('list', { name: 'Suggestions' }))
    await see(suggestions.getByRole('button', { name: `${label}.latch.id · available` }))
    expect(await axeView(page, 'RegisterAccountName')).toEqual([])
    await view.getByRole('button', { name: `Register ${label}.latch.id`, exact: true }).click()

    const success = await see(dialog(page, 'Name registered'))
    await see(success.getByText(`${label}.latch.id is now the name of this account.`))
    expect(await axeView(page, 'RegisterAccountNameSuccess')).toEqual([])
    await success.getByRole('button', { name: 'Done', exact: true }).click()
    await gone(success)
    // the account button shows the name; its accessible name keeps the address first
    await see(
      page
        .getByRole('button', { name: `Account ${truncated(account)}, ${label}.latch.id`, exact: true })
        .getByText(`${label}.latch.id`, { exact: true }),
    )
    const again = await openAccountView(page, account)
    await see(again.getByText(`${label}.latch.id`, { exact: true }))
  })
})
