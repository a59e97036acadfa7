// Sign In With Farcaster through the embedded wallet: the modal shows the relay stand-in's channel link as a QR
// code; a Farcaster client approves it (the stand-in client, or the test wallet's Farcaster screen); the cloud
// checks the signature against the IdRegistry stand-in and the demo is connected, named by the username.
// R-9.72 (docs/design/farcaster-and-signing.md 1.4)
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { approveFarcasterSignIn } from '../../devnet/src/farcaster-standin.ts'
import { finishSignIn, wagmiAddress } from './embedded.ts'
import { env, useDemo } from './harness.ts'
import { accountButton, connectButton, dialog, openAccountView, see } from './ui.ts'

const openDemo = useDemo()

/** Connect Wallet → More social logins → Continue with Farcaster; resolves with the "Farcaster" dialog once it shows the link */
async function startFarcasterSignIn(page: Page): Promise<{ view: Locator; link: string }> {
  await connectButton(page).click()
  const connect = await see(dialog(page, 'Connect Wallet'))
  // google leads the socials, so farcaster is among the rest
  await see(connect.getByRole('button', { name: 'Continue with Google', exact: true }))
  await connect.getByRole('button', { name: 'More social logins', exact: true }).click()
  await connect.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click()
  const view = await see(dialog(page, 'Farcaster'))
  await see(view.getByRole('img', { name: 'Farcaster sign-in QR code', exact: true }))
  await see(view.getByText("Scan with your phone's camera or Farcaster app"))
  await see(view.getByRole('button', { name: 'Copy link', exact: true }))
  const open = await see(view.getByRole('link', { name: 'Open in Farcaster', exact: true }))
  expect(await open.getAttribute('target')).toBe('_blank')
  expect(await open.getAttribute('rel')).toBe('noopener noreferrer')
  const link = (await open.getAttribute('href'))!
  // the relay stand-in's link opens the test wallet's Farcaster screen (contract 1.1)
  expect(link.startsWith(`${env.testWalletUrl.replace(/\/$/, '')}/#farcaster?channelToken=`)).toBe(true)
  return { view, link }
}

/** the demo is connected through the embedded wallet and its Account view is named by the Farcaster username */
async function expectSignedInAsUsername(page: Page): Promise<void> {
  // the fid's wallet is made in the first test's browser and opened with its recovery code in the next ones
  await finishSignIn(page, `farcaster:${env.farcasterFid}`)
  const address = await wagmiAddress(page)
  await see(accountButton(page, address))
  const account = await openAccountView(page, address)
  await see(account.getByText(env.farcasterUsername, { exact: true }))
  // a Farcaster login has no email to update
  expect(await account.getByRole('button', { name: 'Update email', exact: true }).count()).toBe(0)
}

describe('embedded wallet: Sign In With Farcaster', () => {
  test('R-9.72 R-3.86 R-3.87 R-5.41: Continue with Farcaster shows the QR code and link; once the Farcaster client approves, the demo is connected, named by the username', async () => {
    const { page } = await openDemo({})
    const { link } = await startFarcasterSignIn(page)
    await approveFarcasterSignIn(link, {
      relayUrl: env.farcasterRelayUrl,
      privateKey: env.farcasterCustodyKey,
      fid: env.farcasterFid,
      username: env.farcasterUsername,
    })
    await expectSignedInAsUsername(page)
  })

  test('the link opened in the test wallet: its Farcaster screen asks, Approve signs with the custody account and the demo is connected', async () => {
    const { page, context } = await openDemo({})
    const { link } = await startFarcasterSignIn(page)
    const wallet = await context.newPage()
    await wallet.goto(link)
    await see(wallet.getByRole('heading', { name: 'Sign in with Farcaster', exact: true }))
    await see(
      wallet.getByText(
        `Sign in to ${new URL(env.frameUrl).host} as @${env.farcasterUsername} (fid ${env.farcasterFid})?`,
        { exact: true },
      ),
    )
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    await see(wallet.getByRole('status').filter({ hasText: 'Signed in. You can go back to the app.' }))
    // as the wallet says: back to the app, whose tab the frame's cards need in view before they take a click
    await page.bringToFront()
    await expectSignedInAsUsername(page)
  })

  test("R-8.35: a signature by a key that is not the fid's custody is refused: 'Failed to connect to farcaster' and Try again shows a new link", async () => {
    const { page } = await openDemo({})
    const { view, link } = await startFarcasterSignIn(page)
    await approveFarcasterSignIn(link, {
      relayUrl: env.farcasterRelayUrl,
      privateKey: generatePrivateKey(),
      fid: env.farcasterFid,
      username: env.farcasterUsername,
    })
    await see(view.getByRole('alert').filter({ hasText: 'Failed to connect to farcaster' }))
    await view.getByRole('button', { name: 'Try again', exact: true }).click()
    const again = await see(view.getByRole('link', { name: 'Open in Farcaster', exact: true }))
    expect(await again.getAttribute('href')).not.toBe(link)
  })
})
