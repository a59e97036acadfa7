// Sign in with X against the real cloud (/v1/sessions, signature verified through the devnet's node): the demo opts
// in with ?siwx=optional or ?siwx=required; the injected test wallet signs through anvil.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { recordDialogAnimations } from './animations.ts'
import { axeView } from './axe.ts'
import { waitForCode } from './embedded.ts'
import { CHAIN_A, CHAIN_B, devAccount, env, useDemo } from './harness.ts'
import { moveEvmWalletToAccount, moveEvmWalletToChain, TEST_WALLET_NAME, evmWalletState } from '@latch/testing'
import { anyDialog, connectButton, dialog, disconnect, gone, see } from './ui.ts'

const account = devAccount(7)
const other = devAccount(8)
const openDemo = useDemo()

const signInDialog = (page: Page) => dialog(page, 'Sign In')
const signedIn = (page: Page, address: string, chainId = CHAIN_A) =>
  page.getByText(new RegExp(`^Signed in as eip155:${chainId}:${address} until `))

/** Connect Wallet → the test wallet; SIWXSignMessage opens instead of the modal closing */
async function connectAndAsk(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
  return see(signInDialog(page))
}

/** the demo project has emailCapture on: DataCapture follows a first sign-in, and Skip closes it */
async function skipDataCapture(page: Page) {
  const capture = await see(dialog(page, 'Your email'))
  await capture.getByRole('button', { name: 'Skip', exact: true }).click()
}

const storedSessionIds = (page: Page) =>
  page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<string, { id: string }>,
    ).map((session) => session.id),
  )

describe('sign in with X', () => {
  test('R-2.14 R-2.15 R-7.30: sign in after connecting, the modal closes, a reload keeps the session; disconnect revokes it', async () => {
    const { page } = await openDemo({ account, search: '?siwx=optional' })
    const view = await connectAndAsk(page)
    // every view a visitor reaches passes axe in light and dark
    expect(await axeView(page, 'SIWXSignMessage')).toEqual([])
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await see(dialog(page, 'Your email'))
    expect(await axeView(page, 'DataCapture')).toEqual([])
    await skipDataCapture(page)
    await gone(anyDialog(page))
    await see(signedIn(page, account))

    await page.reload()
    await see(signedIn(page, account))
    await page.waitForLoadState('networkidle')
    expect(await anyDialog(page).count()).toBe(0)

    const [id] = await storedSessionIds(page)
    const sessionUrl = `${env.cloudUrl}/v1/sessions/${id}?projectId=latch-demo`
    expect((await fetch(sessionUrl)).status).toBe(200)
    await disconnect(page, account)
    expect(await storedSessionIds(page)).toEqual([])
    expect((await fetch(sessionUrl)).status).toBe(410)
  })

  test('R-2.13 R-1.13 R-9.7: in required mode the sign-in view has no Close and Escape keeps it open (shaking it for 500 ms) until signed', async () => {
    const { page } = await openDemo({ account, search: '?siwx=required' })
    const view = await connectAndAsk(page)
    await see(view.getByText('This app needs you to sign in before you continue.'))
    expect(await view.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    const animations = await recordDialogAnimations(page)
    await page.keyboard.press('Escape')
    await see(signInDialog(page))
    await expect.poll(() => animations('transform')).toEqual([500])
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await skipDataCapture(page)
    await gone(anyDialog(page))
    await see(signedIn(page, account))
  })

  test('R-2.16: Cancel with no signed network disconnects', async () => {
    const { page } = await openDemo({ account, search: '?siwx=required' })
    const view = await connectAndAsk(page)
    await view.getByRole('button', { name: 'Cancel', exact: true }).click()
    await see(connectButton(page))
    await gone(anyDialog(page))
  })

  test('R-2.16: another account asks again; another network asks again and Cancel returns to the last signed one', async () => {
    const { page } = await openDemo({ account, search: '?siwx=optional' })
    const view = await connectAndAsk(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await skipDataCapture(page)
    await see(signedIn(page, account))

    await moveEvmWalletToAccount(page, other)
    await see(signInDialog(page)).then((again) => again.getByRole('button', { name: 'Sign', exact: true }).click())
    await skipDataCapture(page)
    await gone(anyDialog(page))
    await see(signedIn(page, other))

    await moveEvmWalletToChain(page, CHAIN_B)
    await see(signInDialog(page)).then((again) => again.getByRole('button', { name: 'Cancel', exact: true }).click())
    await gone(anyDialog(page))
    await see(signedIn(page, other, CHAIN_A))
    expect((await evmWalletState(page)).chainId).toBe(CHAIN_A)
  })

  test('R-1.12 DataCapture: after signing in, the email is confirmed with the mailed code and kept by the cloud', async () => {
    const capturer = devAccount(6)
    const email = `capture-${Date.now()}@example.com`
    const { page } = await openDemo({ account: capturer, search: '?siwx=optional' })
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    await see(signInDialog(page)).then((view) => view.getByRole('button', { name: 'Sign', exact: true }).click())
    const capture = await see(dialog(page, 'Your email'))
    await capture.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await capture.getByRole('button', { name: 'Continue', exact: true }).click()
    await see(capture.getByText(email))
    expect(await axeView(page, 'DataCapture (code)')).toEqual([])
    await capture.getByRole('textbox', { name: 'Verification code' }).fill(await waitForCode(email))
    await gone(anyDialog(page))

    const [id] = await storedSessionIds(page)
    const stored = await fetch(`${env.cloudUrl}/v1/data-capture/email?projectId=latch-demo`, {
      headers: { 'x-latch-session': id! },
    })
    expect(await stored.json()).toMatchObject({ account: `eip155:${CHAIN_A}:${capturer}`, email })
  })
})
