// Social login through the embedded wallet: the pop-up goes to the local OpenID stand-in (devInteractions: a
// login form, then consent), comes back to the frame's callback page, which hands the result to the frame and
// closes itself; the demo is connected and shows the provider's username.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { finishSignIn, signInAtStandIn, wagmiAddress } from './embedded.ts'
import { env, useDemo } from './harness.ts'
import { accountButton, connectButton, dialog, openAccountView, see } from './ui.ts'

const openDemo = useDemo()

describe('embedded wallet: social login', () => {
  test('R-1.5 R-5.41: Continue with Google opens the pop-up; after the stand-in login it closes itself and the demo is connected, named by the username', async () => {
    const { page, context } = await openDemo({})
    const login = `social${randomUUID().slice(0, 8)}`
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    const popupOpened = context.waitForEvent('page')
    await connect.getByRole('button', { name: 'Continue with Google', exact: true }).click()
    const popup = await popupOpened
    await see(dialog(page, 'Google').getByText('Continue in the pop-up window'))
    // the callback page (frame origin) posts the result to the frame and closes itself
    await signInAtStandIn(popup, login)
    await finishSignIn(page, `google:${login}`)
    const address = await wagmiAddress(page)
    await see(accountButton(page, address))
    const account = await openAccountView(page, address)
    await see(account.getByText(login, { exact: true }))
    // a social login has no email of its own to update
    expect(await account.getByRole('button', { name: 'Update email', exact: true }).count()).toBe(0)
  })

  test('every social the demo offers is configured at the stand-in: "More social logins" lists them and GitHub signs in', async () => {
    const { page, context } = await openDemo({})
    const login = `github${randomUUID().slice(0, 8)}`
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: 'Continue with Google', exact: true }))
    await connect.getByRole('button', { name: 'More social logins', exact: true }).click()
    for (const name of ['GitHub', 'Discord'])
      await see(connect.getByRole('button', { name: `Continue with ${name}`, exact: true }))
    expect(env.socials).toEqual(['google', 'github', 'discord'])
    const popupOpened = context.waitForEvent('page')
    await connect.getByRole('button', { name: 'Continue with GitHub', exact: true }).click()
    const popup = await popupOpened
    await signInAtStandIn(popup, login)
    await finishSignIn(page, `github:${login}`)
    const address = await wagmiAddress(page)
    const account = await openAccountView(page, address)
    await see(account.getByText(login, { exact: true }))
  })
})
