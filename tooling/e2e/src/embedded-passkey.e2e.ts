// Passkeys for the embedded wallet in Chromium, against the real cloud and frame: the modal's "Continue with a
// passkey" opens the frame's own card, which makes and uses the passkey on the frame's origin (its relying party),
// with Chromium's virtual authenticator (CDP WebAuthn) as the person's platform authenticator. The demo runs under
// the project with passkeys on, its frame named by localhost (a relying party id is a domain, never an IP address).
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { randomUUID } from 'node:crypto'
import { axeFrameCard, axeView } from './axe.ts'
import { useBrowser } from './browser.ts'
import {
  codeBox,
  finishSignIn,
  recoverWith,
  recoveryCodes,
  signInByEmail,
  signMessageInFrame,
  uniqueEmail,
  waitForCode,
  wagmiAddress,
  walletFrame,
} from './embedded.ts'
import { env } from './harness.ts'
import {
  addAuthenticator,
  copiedProfileOpensNothing,
  eoaContext,
  frameShares,
  openPasskeyCard,
  openPasskeyDemo,
} from './passkeys.ts'
import { anyDialog, closeModalIfOpen, connectButton, dialog, disconnect, gone, openAccountView, see } from './ui.ts'

const browser = useBrowser()
const newContext: typeof browser.newContext = (options) => browser.newContext(options)

/** the site's data gone from this browser, as on a new device: the frame's storage and IndexedDB, and the page's */
async function forgetSiteData(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(env.passkeyFrameUrl))!
  for (const target of [frame, page.mainFrame()])
    await target.evaluate(async () => {
      localStorage.clear()
      sessionStorage.clear()
      for (const { name } of await indexedDB.databases())
        if (name)
          await new Promise((done) => {
            const request = indexedDB.deleteDatabase(name)
            // an open connection holds the deletion until the reload closes it
            request.onsuccess = request.onblocked = request.onerror = done
          })
    })
}

describe('embedded wallet: passkeys', () => {
  test('sign up with a passkey offering PRF: the share is kept sealed and a copied profile without the authenticator opens nothing; a message signed verifies; disconnect, sign in again with the same passkey: the same wallet', async () => {
    const { page, cdp, authenticatorId } = await openPasskeyDemo(newContext, { prf: true })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    const account = `passkey:${randomUUID()}`
    await finishSignIn(page, account)
    const address = await wagmiAddress(page)
    // the passkey is the frame's: its relying party is the frame's host, and it is discoverable (a resident key)
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ rpId: new URL(env.passkeyFrameUrl).hostname, isResidentCredential: true })
    const signature = await signMessageInFrame(page)
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)
    // the authenticator offers PRF: the device share is kept sealed under it, never as it is
    const [stored] = await frameShares(page)
    expect(stored).toMatchObject({ v: 3, evmAddress: address })
    expect(stored).not.toHaveProperty('share')

    // a copy of this profile (the frame's storage and IndexedDB) in a browser without the authenticator opens nothing
    await copiedProfileOpensNothing(newContext, page)

    await disconnect(page, address)
    const again = await openPasskeyCard(page)
    await again.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click()
    // this device holds the wallet's share already: no device step, the modal closes connected
    await gone(anyDialog(page))
    expect(await wagmiAddress(page)).toBe(address)
    // the sign-in used the same passkey: its signature counter moved on
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(after.credentials).toHaveLength(1)
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount)
  })

  test('the passkey card passes axe in light and dark; without PRF it says the share is not sealed, and the share is kept as after an email sign-in', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: false })
    const card = await openPasskeyCard(page)
    const frame = page.frames().find((candidate) => candidate.url().startsWith(env.passkeyFrameUrl))
    expect(await axeFrameCard(page, frame!, 'Continue with a passkey')).toEqual([])
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    await see(
      card
        .getByRole('status')
        .filter({ hasText: "This passkey cannot seal the wallet's key share on this device (it offers no PRF)" }),
    )
    await card.getByRole('button', { name: 'Continue', exact: true }).click()
    await finishSignIn(page, `passkey:${randomUUID()}`)
    const address = await wagmiAddress(page)
    const [stored] = await frameShares(page)
    expect(stored).toMatchObject({ v: 2, evmAddress: address })
  })

  test('Export private key by a passkey user: the passkey is the fresh proof, the key shows in the frame only; after a reload the recovery file and code open the share sealed under the passkey, which the frame asks for', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: true })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    const user = `passkey:${randomUUID()}`
    await finishSignIn(page, user)
    const address = await wagmiAddress(page)
    const account = await openAccountView(page, address)
    await account.getByRole('button', { name: 'Export private key', exact: true }).click()
    await see(dialog(page, 'Export private key'))
    const proof = walletFrame(page).getByRole('dialog', { name: 'Export private key', exact: true })
    await see(proof.getByText('Confirm with your passkey to show the private key.', { exact: true }))
    await proof.getByRole('button', { name: 'Use passkey', exact: true }).click()
    const keys = walletFrame(page).getByRole('dialog', { name: 'Your private key', exact: true })
    const key = (await see(
      keys.locator('dt', { hasText: 'EVM private key' }).locator('xpath=following-sibling::dd[1]'),
    ).then((dd) => dd.textContent()))!
    expect(privateKeyToAddress(key as `0x${string}`)).toBe(address)
    expect(await page.content()).not.toContain(key.slice(2))
    await keys.getByRole('button', { name: 'Done', exact: true }).click()

    // the recovery file, then a reload: the passkey's key is gone from memory and the share here stays sealed
    const code = recoveryCodes.get(user)!
    await see(dialog(page, 'Account')).then((view) =>
      view.getByRole('button', { name: 'Download recovery file', exact: true }).click(),
    )
    const ask = await see(walletFrame(page).getByRole('dialog', { name: 'Download recovery file', exact: true }))
    await ask.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(code)
    await ask.getByRole('button', { name: 'Continue', exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      walletFrame(page).getByRole('link', { name: 'Save recovery file', exact: true }).click(),
    ])
    const file = await download.path()
    await page.reload()
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    await recoverWith(page, file, code)
    const recovered = walletFrame(page).getByRole('dialog', { name: 'Your private key', exact: true })
    await see(recovered.getByText(key, { exact: true }))
  })

  test('an email user with a passkey changes the email by the passkey (straight to the new address’s code), then signs out everywhere with this device’s proof', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: false })
    const email = uniqueEmail('change')
    const address = await signInByEmail(page, email)
    const account = await openAccountView(page, address)
    await account.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    await dialog(page, 'Sign-in methods').getByRole('button', { name: 'Add a passkey', exact: true }).click()
    const adding = await see(walletFrame(page).getByRole('dialog', { name: 'Add a passkey', exact: true }))
    await adding.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    // this authenticator offers no PRF: the card says the share stays as it is, and the person goes on
    await see(adding.getByRole('status').filter({ hasText: "This passkey cannot seal the wallet's key share" }))
    await adding.getByRole('button', { name: 'Continue', exact: true }).click()
    const methods = await see(dialog(page, 'Sign-in methods'))
    await see(methods.getByRole('button', { name: 'Remove: Latch wallet', exact: true }))
    await methods.getByRole('button', { name: 'Back', exact: true }).click()

    await dialog(page, 'Account').getByRole('button', { name: 'Update email', exact: true }).click()
    const update = await see(dialog(page, 'Update email'))
    const newEmail = uniqueEmail('changed')
    await update.getByRole('textbox', { name: 'New email', exact: true }).fill(newEmail)
    await update.getByRole('button', { name: 'Continue', exact: true }).click()
    const proof = await see(walletFrame(page).getByRole('dialog', { name: 'Change your email', exact: true }))
    await see(proof.getByText(`Confirm with your passkey to change your email to ${newEmail}`, { exact: false }))
    await proof.getByRole('button', { name: 'Use passkey', exact: true }).click()
    // no code to the current address: the new address's code is asked at once
    await see(update.getByText(`Enter the code we sent to ${newEmail}`))
    await codeBox(update).fill(await waitForCode(newEmail))
    const back = await see(dialog(page, 'Account'))

    await back.getByRole('button', { name: 'Sign out everywhere', exact: true }).click()
    await see(connectButton(page))
    await gone(anyDialog(page))
  })

  test('a sign-in without any passkey saved says so on the card, and Cancel goes back to Connect', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: false })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click()
    await see(card.getByRole('alert').filter({ hasText: 'No passkey was used. Try again, or create a passkey' }))
    await card.getByRole('button', { name: 'Cancel', exact: true }).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with a passkey', exact: true }))
  })

  test('the Connect view with the passkey entry and the Passkey view pass axe in light and dark', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: true })
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with a passkey', exact: true }))
    const findings = await axeView(page, 'Connect')
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with a passkey', exact: true }).click()
    await see(walletFrame(page).getByRole('dialog', { name: 'Continue with a passkey', exact: true }))
    findings.push(...(await axeView(page, 'ConnectPasskey')))
    expect(findings).toEqual([])
  })

  test('a passkey user adds an email from Sign-in methods, then signs in by email on another browser: the same address; the passkey can be removed and another added there, the last method cannot', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: true })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    const account = `passkey:${randomUUID()}`
    await finishSignIn(page, account)
    const address = await wagmiAddress(page)
    const accountView = await openAccountView(page, address)
    await accountView.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    const view = await see(dialog(page, 'Sign-in methods'))
    const list = view.getByRole('list', { name: 'Sign-in methods', exact: true })
    await see(list.getByText('Latch wallet', { exact: true }))
    await see(view.getByText('This is your only way to sign in: add another before removing it.', { exact: true }))
    expect(await view.getByRole('button', { name: /^Remove/ }).count()).toBe(0)

    const email = uniqueEmail('linked')
    await view.getByRole('button', { name: 'Add an email', exact: true }).click()
    await view.getByRole('textbox', { name: 'Email to add', exact: true }).fill(email)
    await view.getByRole('button', { name: 'Continue', exact: true }).click()
    await see(view.getByText(`Enter the code we sent to ${email}`))
    await codeBox(view).fill(await waitForCode(email))
    await see(list.getByText(email, { exact: true }))
    await see(view.getByRole('button', { name: 'Remove: Latch wallet', exact: true }))
    const findings = await axeView(page, 'SignInMethods')
    expect(findings).toEqual([])
    await closeModalIfOpen(page)
    await disconnect(page, address)

    // another browser without the passkey: the email reaches the same account, its wallet opened by the recovery code
    recoveryCodes.set(email, recoveryCodes.get(account)!)
    const other = await eoaContext(newContext)
    const second = await other.newPage()
    await second.goto(env.passkeyDemoUrl)
    expect(await signInByEmail(second, email)).toBe(address)
    const again = await openAccountView(second, address)
    await again.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    const methods = await see(dialog(second, 'Sign-in methods'))
    await see(methods.getByRole('list', { name: 'Sign-in methods', exact: true }).getByText(email, { exact: true }))
    // Remove asks first, saying what goes; Cancel keeps it, "Yes, remove" removes it
    await methods.getByRole('button', { name: 'Remove: Latch wallet', exact: true }).click()
    const question = methods.getByRole('group', { name: 'Remove: Latch wallet', exact: true })
    await see(question.getByText(/^Remove Latch wallet\? You will no longer sign in with it/))
    expect(await axeView(second, 'SignInMethods')).toEqual([])
    await question.getByRole('button', { name: 'Cancel', exact: true }).click()
    await methods.getByRole('button', { name: 'Remove: Latch wallet', exact: true }).click()
    await question.getByRole('button', { name: 'Yes, remove', exact: true }).click()
    await see(methods.getByText('This is your only way to sign in: add another before removing it.', { exact: true }))
    expect(await methods.getByRole('button', { name: /^Remove/ }).count()).toBe(0)
    await see(methods.getByText(/^Latch wallet removed on /))

    // this browser's own authenticator (with PRF) adds a passkey in the frame's card: the share kept here, plain
    // after the email sign-in, is sealed under it, so a copy of this profile opens nothing; then the email goes
    expect(await frameShares(second)).toMatchObject([{ v: 2, evmAddress: address }])
    await addAuthenticator(second, { prf: true })
    await methods.getByRole('button', { name: 'Add a passkey', exact: true }).click()
    const adding = await see(walletFrame(second).getByRole('dialog', { name: 'Add a passkey', exact: true }))
    await adding.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    const back = await see(dialog(second, 'Sign-in methods'))
    const [sealed] = await frameShares(second)
    expect(sealed).toMatchObject({ v: 3, evmAddress: address })
    expect(sealed).not.toHaveProperty('share')
    await copiedProfileOpensNothing(newContext, second)
    await back.getByRole('button', { name: `Remove: ${email}`, exact: true }).click()
    await back.getByRole('button', { name: 'Yes, remove', exact: true }).click()
    await see(back.getByText('This is your only way to sign in: add another before removing it.', { exact: true }))
    await see(
      back.getByRole('list', { name: 'Sign-in methods', exact: true }).getByText('Latch wallet', { exact: true }),
    )
    expect(await back.getByRole('button', { name: /^Remove/ }).count()).toBe(0)
  })

  test('a synced passkey on a new device: signing in with it opens the same wallet with no recovery code, and a message signed there verifies (R-1.10)', async () => {
    const { page } = await openPasskeyDemo(newContext, { prf: true })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    await finishSignIn(page, `passkey:${randomUUID()}`)
    const address = await wagmiAddress(page)

    // Chromium's virtual authenticator keeps a passkey's PRF secret to itself (CDP's Credential has no field for it,
    // so a credential added elsewhere gives no PRF): the new device is this browser with every bit of the site's data
    // gone (the share, tokens and device key), and the same authenticator, as a synced passkey would be there
    await forgetSiteData(page)
    await page.reload()
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    const again = await openPasskeyCard(page)
    await again.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click()
    // no "Connect this device" card asks for the recovery code: the modal closes connected to the same wallet
    await gone(anyDialog(page))
    expect(await wagmiAddress(page)).toBe(address)
    const signature = await signMessageInFrame(page)
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)
    // the new device keeps its share sealed under the passkey too
    expect(await frameShares(page)).toMatchObject([{ v: 3, evmAddress: address }])
  })

  test('a passkey without its PRF on a new device: the card says it cannot protect the key, and the recovery code is asked as before', async () => {
    const { page, cdp, authenticatorId } = await openPasskeyDemo(newContext, { prf: true })
    const card = await openPasskeyCard(page)
    await card.getByRole('button', { name: 'Create a passkey', exact: true }).click()
    await finishSignIn(page, `passkey:${randomUUID()}`)
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
    // the same credential in a fresh profile's authenticator, without its PRF secret
    const fresh = await (await eoaContext(newContext)).newPage()
    const other = await addAuthenticator(fresh, { prf: true })
    await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticatorId, credential: credential! })
    await fresh.goto(env.passkeyDemoUrl)
    const signIn = await openPasskeyCard(fresh)
    await signIn.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click()
    await see(signIn.getByRole('status').filter({ hasText: 'This passkey cannot seal the wallet' }))
    await signIn.getByRole('button', { name: 'Continue', exact: true }).click()
    const connect = walletFrame(fresh).getByRole('dialog', { name: 'Connect this device', exact: true })
    await see(connect.getByRole('textbox', { name: 'Recovery code', exact: true }))
  })
})
