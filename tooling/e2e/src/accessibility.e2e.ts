// Every view a visitor can reach in the demo passes axe-core (no serious or critical violation) in light and dark
// — the wallet path with the test wallet, then the embedded wallet's path by email, social and Farcaster.
// axe checks WCAG 2.x A/AA and best practices, inside the modal's shadow root.
import { describe, expect, test } from 'vitest'
import { type AxeFinding, axeView } from './axe.ts'
import { codeBox, connectDeviceInFrame, startEmailLogin, uniqueEmail, waitForCode } from './embedded.ts'
import { devAccount, useDemo } from './harness.ts'
import { moveEvmWalletToChain, TEST_WALLET_NAME } from '@latch/testing'
import { accountButton, anyDialog, closeModalIfOpen, connectButton, dialog, gone, openAccountView, see } from './ui.ts'

// no balances change here (account 4 is also switch-network's and the screenshots')
const account = devAccount(4)
const openDemo = useDemo()

describe('accessibility: axe-core in light and dark', () => {
  test('the wallet path before connecting: Connect, the help views, All Wallets with a search, a wallet to get, ConnectingWalletConnect, ConnectingExternal', async () => {
    const { page } = await openDemo({ account, rejectConnect: true })
    const findings: AxeFinding[] = []
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: 'MetaMask', exact: true }))
    findings.push(...(await axeView(page, 'Connect')))

    await connect.getByRole('button', { name: 'What is a wallet?', exact: true }).click()
    const help = await see(dialog(page, 'What is a wallet?'))
    findings.push(...(await axeView(page, 'WhatIsAWallet')))
    await help.getByRole('button', { name: 'Get a wallet', exact: true }).click()
    const getWallet = await see(dialog(page, 'Get a wallet'))
    await see(getWallet.getByRole('list', { name: 'MetaMask' }).getByRole('link', { name: 'App Store' }))
    findings.push(...(await axeView(page, 'GetWallet')))
    await getWallet.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'What is a wallet?').getByRole('button', { name: 'Back', exact: true }).click()

    await see(dialog(page, 'Connect Wallet')).then((view) =>
      view.getByRole('button', { name: 'All Wallets', exact: true }).click(),
    )
    const all = await see(dialog(page, 'All Wallets'))
    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('meta')
    await see(all.getByRole('button', { name: 'MetaMask', exact: true }))
    findings.push(...(await axeView(page, 'AllWallets (search)')))
    // a wallet with a phone app pairs: its QR code, and where to get it
    await all.getByRole('button', { name: 'MetaMask', exact: true }).click()
    const metaMask = await see(dialog(page, 'MetaMask'))
    await see(metaMask.getByRole('img', { name: 'QR code for the pairing link' }))
    await see(metaMask.getByRole('link', { name: 'Get MetaMask' }))
    findings.push(...(await axeView(page, 'ConnectingWalletConnect (a catalogue wallet)')))
    await metaMask.getByRole('button', { name: 'Back', exact: true }).click()
    // an extension-only wallet that is not installed: where to get it
    const back = await see(dialog(page, 'All Wallets'))
    await back.getByRole('searchbox', { name: 'Search wallet' }).fill('rabby')
    // the search has answered (the list held every wallet before): a click lands on Rabby's row, not on a row moving
    await gone(back.getByRole('button', { name: 'MetaMask', exact: true }))
    await back.getByRole('button', { name: 'Rabby', exact: true }).click()
    await see(dialog(page, 'Rabby').getByRole('link', { name: 'Get Rabby' }))
    findings.push(...(await axeView(page, 'AllWallets (a wallet to get)')))
    await closeModalIfOpen(page)

    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await see(dialog(page, 'WalletConnect').getByRole('img', { name: 'QR code for the pairing link' }))
    findings.push(...(await axeView(page, 'ConnectingWalletConnect')))
    await closeModalIfOpen(page)

    // the wallet refuses first, so ConnectingExternal stays with its error and "Try again"
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    const external = await see(dialog(page, TEST_WALLET_NAME))
    await see(external.getByRole('button', { name: 'Try again', exact: true }))
    findings.push(...(await axeView(page, 'ConnectingExternal')))
    expect(findings).toEqual([])
  })

  test('the connected wallet: UnsupportedChain, Account and its three tabs, Networks, Send, Receive', async () => {
    const { page } = await openDemo({ account })
    const findings: AxeFinding[] = []
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: TEST_WALLET_NAME, exact: true }).click()
    await see(accountButton(page, account))
    await gone(anyDialog(page))

    // the wallet moves to a chain the app does not know; choosing Latch Devnet again closes the view
    await moveEvmWalletToChain(page, 1)
    const unsupported = await see(dialog(page, 'Switch Network'))
    await see(unsupported.getByRole('button', { name: 'Disconnect', exact: true }))
    findings.push(...(await axeView(page, 'UnsupportedChain')))
    await unsupported.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
    await gone(anyDialog(page))

    const accountView = await openAccountView(page, account)
    await see(accountView.getByRole('tabpanel').getByRole('listitem').first())
    findings.push(...(await axeView(page, 'Account (Tokens)')))
    for (const tab of ['NFTs', 'Activity'] as const) {
      await accountView.getByRole('tab', { name: tab, exact: true }).click()
      await see(accountView.getByRole('tabpanel').getByText(/./).first())
      findings.push(...(await axeView(page, `Account (${tab})`)))
    }
    await accountView.getByRole('button', { name: 'Network: Latch Devnet', exact: true }).click()
    await see(dialog(page, 'Choose Network').getByRole('button', { name: 'Latch Devnet 31338', exact: true }))
    findings.push(...(await axeView(page, 'Networks')))
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Back', exact: true }).click()
    for (const view of ['Send', 'Receive'] as const) {
      await see(dialog(page, 'Account')).then((open) => open.getByRole('button', { name: view, exact: true }).click())
      await see(dialog(page, view).getByRole('button').last())
      findings.push(...(await axeView(page, view)))
      await dialog(page, view).getByRole('button', { name: 'Back', exact: true }).click()
    }
    await closeModalIfOpen(page)

    expect(findings).toEqual([])
  })

  test('the embedded wallet path: Connect by email, ConnectingSocial, ConnectingFarcaster, EmailLogin, ConnectDevice, UpdateEmailWallet, ApproveTransaction', async () => {
    const { page, context } = await openDemo({})
    const findings: AxeFinding[] = []
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('textbox', { name: 'Email', exact: true }))
    findings.push(...(await axeView(page, 'Connect (email first)')))

    const popupOpened = context.waitForEvent('page')
    await connect.getByRole('button', { name: 'Continue with Google', exact: true }).click()
    const popup = await popupOpened
    await see(dialog(page, 'Google').getByText('Continue in the pop-up window'))
    findings.push(...(await axeView(page, 'ConnectingSocial')))
    await popup.close()
    await closeModalIfOpen(page)

    await connectButton(page).click()
    const again = await see(dialog(page, 'Connect Wallet'))
    await again.getByRole('button', { name: 'More social logins', exact: true }).click()
    await again.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click()
    await see(dialog(page, 'Farcaster').getByRole('img', { name: 'Farcaster sign-in QR code' }))
    findings.push(...(await axeView(page, 'ConnectingFarcaster')))
    await closeModalIfOpen(page)

    const email = uniqueEmail('axe')
    const confirm = await startEmailLogin(page, email)
    findings.push(...(await axeView(page, 'EmailLogin')))
    await codeBox(confirm).fill(await waitForCode(email))
    // a new account: the frame shows its recovery code over "Set up this device"
    await see(dialog(page, 'Set up this device'))
    findings.push(...(await axeView(page, 'ConnectDevice')))
    await connectDeviceInFrame(page, email)
    await gone(anyDialog(page))
    const address = await see(page.getByRole('button', { name: /^Account 0x/ }))
    await address.click()
    await see(dialog(page, 'Account')).then((view) =>
      view.getByRole('button', { name: 'Update email', exact: true }).click(),
    )
    await see(dialog(page, 'Update email').getByRole('textbox', { name: 'New email' }))
    findings.push(...(await axeView(page, 'UpdateEmailWallet')))
    await closeModalIfOpen(page)

    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await see(dialog(page, 'Approve transaction'))
    await see(page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Reject', exact: true }))
    findings.push(...(await axeView(page, 'ApproveTransaction')))
    await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Reject', exact: true }).click()
    await gone(dialog(page, 'Approve transaction'))
    expect(findings).toEqual([])
  })
})
