// The wallet moves to a chain the app did not configure: the UnsupportedChain view takes over.
import { describe, test } from 'vitest'
import { CHAIN_A, devAccount, NETWORK_A, NETWORK_B, useDemo } from './harness.ts'
import { moveEvmWalletToChain } from '@latch/testing'
import { connectTestWallet, dialog, gone, networkButton, see, waitForWalletChain } from './ui.ts'

// no balances change here; account 4 is shared with switch-network.e2e.ts
const account = devAccount(4)
const openDemo = useDemo()

describe('unsupported chain', () => {
  test('R-4.47: the wallet switching to chain 1 opens "Switch Network"; choosing "Latch Devnet" switches back and closes it', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await moveEvmWalletToChain(page, 1)
    const view = await see(dialog(page, 'Switch Network'))
    await see(
      view.getByText("This app doesn't support your current network. Switch to an available option to continue.", {
        exact: true,
      }),
    )
    await see(view.getByRole('button', { name: NETWORK_B, exact: true }))
    await see(view.getByRole('button', { name: 'Disconnect', exact: true }))
    await view.getByRole('button', { name: NETWORK_A, exact: true }).click()
    await waitForWalletChain(page, CHAIN_A)
    await gone(dialog(page, 'Switch Network'))
    await see(networkButton(page, NETWORK_A))
  })
})
