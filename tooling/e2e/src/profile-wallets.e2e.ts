// ProfileWallets (R-1.15; the demo project has multiWallet on): the connections with their network, the active one
// marked, deleting an inactive account and then the active connection (which disconnects).
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { truncated } from './chain.ts'
import { CHAIN_B, devAccount, NETWORK_B, useDemo } from './harness.ts'
import { moveWalletToAccount, moveWalletToChain, TEST_WALLET_NAME } from './test-wallet.ts'
import { connectButton, connectTestWallet, dialog, gone, anyDialog, openAccountView, see } from './ui.ts'

const account = devAccount(2)
const other = devAccount(3)
const openDemo = useDemo()

describe('ProfileWallets', () => {
  test('R-1.15: lists the connections with their network; delete an inactive account, then the active one disconnects', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await moveWalletToChain(page, CHAIN_B)
    await moveWalletToAccount(page, other)

    const accountView = await openAccountView(page, other)
    await accountView.getByRole('button', { name: 'Manage wallets', exact: true }).click()
    const wallets = await see(dialog(page, 'Wallets'))
    const first = `${TEST_WALLET_NAME} ${truncated(account)}`
    const second = `${TEST_WALLET_NAME} ${truncated(other)}`
    // the connection carries the network it is on (SPEC §3)
    await see(wallets.getByRole('listitem').filter({ hasText: truncated(other) }).getByText(`· ${NETWORK_B}`))
    await see(wallets.getByRole('listitem').filter({ hasText: truncated(other) }).getByText('· Active'))
    await see(wallets.getByRole('button', { name: `Switch to ${first}`, exact: true }))
    expect(await axeView(page, 'ProfileWallets')).toEqual([])

    await wallets.getByRole('button', { name: `Delete ${first}`, exact: true }).click()
    await gone(wallets.getByRole('button', { name: `Delete ${first}`, exact: true }))
    await wallets.getByRole('button', { name: `Delete ${second}`, exact: true }).click()
    await see(connectButton(page))
    await gone(anyDialog(page))
  })
})
