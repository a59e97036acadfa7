// ProfileWallets (R-1.15; the demo project has multiWallet on): the connections with their network, the active one
// marked, deleting an inactive account and then the active connection (which disconnects); switching between two
// different wallets (the EVM test wallet and a Solana wallet) brings each back on its own network.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { truncated } from './chain.ts'
import { CHAIN_B, devAccount, env, NETWORK_A, NETWORK_B, useDemo } from './harness.ts'
import {
  installSolanaWallet as installKitWallet,
  moveEvmWalletToAccount,
  moveEvmWalletToChain,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
} from '@latch/testing'
import {
  accountButton,
  chooseWallet,
  closeModalIfOpen,
  connectButton,
  connectTestWallet,
  dialog,
  gone,
  anyDialog,
  networkButton,
  openAccountView,
  see,
} from './ui.ts'

const SOLANA_NETWORK = 'Latch Solana Devnet'
const SOLANA_WALLET = 'Latch Solana Wallet'
// Solana dev key 9 is this file's
const solanaKey = env.solana.keys[9]!

async function installSolanaWallet(context: BrowserContext): Promise<void> {
  await installKitWallet(context, {
    name: SOLANA_WALLET,
    icon: TEST_WALLET_ICON,
    rpcUrl: env.solana.rpcUrl,
    chains: [env.solana.caipNetworkId],
    secretHex: solanaKey.secretHex,
  })
}

/** Account view → Manage wallets: the Wallets dialog */
async function openWallets(page: Page, address: string) {
  await closeModalIfOpen(page)
  const accountView = await openAccountView(page, address)
  await accountView.getByRole('button', { name: 'Manage wallets', exact: true }).click()
  return see(dialog(page, 'Wallets'))
}

const account = devAccount(2)
const other = devAccount(3)
const openDemo = useDemo()

describe('ProfileWallets', () => {
  test('R-1.15: lists the connections with their network; delete an inactive account, then the active one disconnects', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await moveEvmWalletToChain(page, CHAIN_B)
    await moveEvmWalletToAccount(page, other)

    const accountView = await openAccountView(page, other)
    await accountView.getByRole('button', { name: 'Manage wallets', exact: true }).click()
    const wallets = await see(dialog(page, 'Wallets'))
    const first = `${TEST_WALLET_NAME} ${truncated(account)}`
    const second = `${TEST_WALLET_NAME} ${truncated(other)}`
    // the connection carries the network it is on (SPEC §3)
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(other) })
        .getByText(`· ${NETWORK_B}`),
    )
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(other) })
        .getByText('· Active'),
    )
    await see(wallets.getByRole('button', { name: `Switch to ${first}`, exact: true }))
    expect(await axeView(page, 'ProfileWallets')).toEqual([])

    await wallets.getByRole('button', { name: `Delete ${first}`, exact: true }).click()
    await gone(wallets.getByRole('button', { name: `Delete ${first}`, exact: true }))
    await wallets.getByRole('button', { name: `Delete ${second}`, exact: true }).click()
    await see(connectButton(page))
    await gone(anyDialog(page))
  })

  test('R-1.15: switching between two different wallets (EVM and Solana) makes each the active one again, on its own network', async () => {
    const evm = devAccount(2)
    const { page } = await openDemo({ account: evm, init: installSolanaWallet })
    await connectButton(page).click()
    // the Solana wallet's row arrives with its adapter: pick the EVM wallet once the list has settled, as a person would
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: SOLANA_WALLET, exact: true }))
    await chooseWallet(page, evm)
    // Solana needs another wallet: SwitchActiveChain connects it beside the EVM one
    await networkButton(page, NETWORK_A).click()
    await see(dialog(page, 'Choose Network')).then((networks) =>
      networks.getByRole('button', { name: SOLANA_NETWORK, exact: true }).click(),
    )
    await see(dialog(page, 'Switch Chain')).then((view) =>
      view.getByRole('button', { name: SOLANA_WALLET, exact: true }).click(),
    )
    await see(accountButton(page, solanaKey.address))

    const evmRow = `${TEST_WALLET_NAME} ${truncated(evm)}`
    const solanaRow = `${SOLANA_WALLET} ${truncated(solanaKey.address)}`
    let wallets = await openWallets(page, solanaKey.address)
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(solanaKey.address) })
        .getByText('· Active'),
    )
    // one active connection: the EVM wallet, connected too, is offered as a switch
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(evm) })
        .getByText(`· ${NETWORK_A}`),
    )
    expect(await wallets.getByText('· Active').count()).toBe(1)
    expect(await axeView(page, 'ProfileWallets')).toEqual([])
    await wallets.getByRole('button', { name: `Switch to ${evmRow}`, exact: true }).click()
    // the list stays open, the mark moved: the Solana wallet is now the switch
    await see(wallets.getByRole('button', { name: `Switch to ${solanaRow}`, exact: true }))
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(evm) })
        .getByText('· Active'),
    )
    await closeModalIfOpen(page)
    await see(accountButton(page, evm))
    await see(networkButton(page, NETWORK_A))

    wallets = await openWallets(page, evm)
    await see(
      wallets
        .getByRole('listitem')
        .filter({ hasText: truncated(evm) })
        .getByText('· Active'),
    )
    await wallets.getByRole('button', { name: `Switch to ${solanaRow}`, exact: true }).click()
    await see(wallets.getByRole('button', { name: `Switch to ${evmRow}`, exact: true }))
    await closeModalIfOpen(page)
    await see(accountButton(page, solanaKey.address))
    await see(networkButton(page, SOLANA_NETWORK))
  })
})
