// Social login through the embedded wallet: the pop-up goes to the local OpenID stand-in (devInteractions: a
// login form, then consent), comes back to the frame's callback page, which hands the result to the frame and
// closes itself; the demo is connected and shows the provider's username.
// A browser wallet linked to the account (its EIP-4361 signature) signs in to the same account in a fresh browser,
// under the demo project that turns walletSignIn on (the passkeys one); a Solana browser wallet likewise (its SIWS
// signature, the Wallet Standard's solana:signMessage).
import { randomBytes, randomUUID } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { BrowserContext } from 'playwright-core'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { installEvmWallet, installSolanaWallet, TEST_WALLET_ICON, TEST_WALLET_NAME } from '@latch/testing'
import { finishSignIn, recoveryCodes, signInAtStandIn, signInByEmail, uniqueEmail, wagmiAddress } from './embedded.ts'
import { CHAIN_A, CHAIN_B, env, useDemo } from './harness.ts'
import { accountButton, closeModalIfOpen, connectButton, dialog, disconnect, openAccountView, see } from './ui.ts'

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

    // Sign-in methods: GitHub linked through the same pop-up joins the account's ways in
    await account.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    const methods = await see(dialog(page, 'Sign-in methods'))
    // the stand-in forgets the first login, so it asks for the one to link
    await context.clearCookies({ name: /^_(session|interaction)/ })
    const linking = context.waitForEvent('page')
    await methods.getByRole('button', { name: 'Link GitHub', exact: true }).click()
    await signInAtStandIn(await linking, `${login}-gh`)
    await see(methods.getByRole('list', { name: 'Sign-in methods', exact: true }).getByText(`${login}-gh`))
    expect(await methods.getByRole('button', { name: 'Link GitHub', exact: true }).count()).toBe(0)
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
  test('an email user links the browser wallet in Sign-in methods; signed out, a fresh browser signs in with that wallet: the same address', async () => {
    const privateKey = generatePrivateKey()
    const wallet = privateKeyToAddress(privateKey)
    // the wallet holds a key of its own, so no other test's account is linked; the visitor has chosen the EOA
    const init = async (context: BrowserContext) => {
      await installEvmWallet(context, { chains: { [CHAIN_A]: env.rpcUrls[0], [CHAIN_B]: env.rpcUrls[1] }, privateKey })
      await context.addInitScript(() => {
        if (localStorage.getItem('@latch/preferred_account_types') === null)
          localStorage.setItem('@latch/preferred_account_types', JSON.stringify({ eip155: 'eoa' }))
      })
    }
    const { page } = await openDemo({ search: env.passkeyDemoUrl, init })
    const email = uniqueEmail('wallet')
    const address = await signInByEmail(page, email)
    const account = await openAccountView(page, address)
    await account.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    const view = await see(dialog(page, 'Sign-in methods'))
    await view.getByRole('button', { name: `Link ${TEST_WALLET_NAME}`, exact: true }).click()
    await see(view.getByRole('list', { name: 'Sign-in methods', exact: true }).getByText(wallet, { exact: true }))
    await see(view.getByText(new RegExp(`^${wallet} added on `)))
    await closeModalIfOpen(page)
    await disconnect(page, address)

    // a fresh browser: the wallet's signature reaches the account, its wallet opened here by the recovery code
    recoveryCodes.set(`wallet:${wallet}`, recoveryCodes.get(email)!)
    const { page: second } = await openDemo({ search: env.passkeyDemoUrl, init })
    await connectButton(second).click()
    const connect = await see(dialog(second, 'Connect Wallet'))
    await connect.getByRole('button', { name: `Sign in to your account with ${TEST_WALLET_NAME}`, exact: true }).click()
    await finishSignIn(second, `wallet:${wallet}`)
    expect(await wagmiAddress(second)).toBe(address)
  })
  test('an email user links a Solana browser wallet in Sign-in methods; a fresh browser signs in with it: the same address', async () => {
    // a key of this test's own, so no other account has linked it
    const secret = randomBytes(32)
    const solana = base58.encode(ed25519.getPublicKey(secret))
    const name = 'Latch Link Solana'
    const init = (context: BrowserContext) =>
      installSolanaWallet(context, {
        name,
        icon: TEST_WALLET_ICON,
        secretHex: secret.toString('hex'),
        rpcUrl: env.solana.rpcUrl,
        chains: [env.solana.caipNetworkId],
      })
    const { page } = await openDemo({ search: env.passkeyDemoUrl, init })
    const email = uniqueEmail('solana')
    const address = await signInByEmail(page, email)
    const account = await openAccountView(page, address)
    await account.getByRole('button', { name: 'Sign-in methods', exact: true }).click()
    const view = await see(dialog(page, 'Sign-in methods'))
    await view.getByRole('button', { name: `Link ${name}`, exact: true }).click()
    await see(view.getByRole('list', { name: 'Sign-in methods', exact: true }).getByText(solana, { exact: true }))
    await closeModalIfOpen(page)
    await disconnect(page, address)

    recoveryCodes.set(`wallet:${solana}`, recoveryCodes.get(email)!)
    const { page: second } = await openDemo({ search: env.passkeyDemoUrl, init })
    await connectButton(second).click()
    const connect = await see(dialog(second, 'Connect Wallet'))
    await connect.getByRole('button', { name: `Sign in to your account with ${name}`, exact: true }).click()
    await finishSignIn(second, `wallet:${solana}`)
    expect(await wagmiAddress(second)).toBe(address)
  })
})
