// Switching networks from the modal moves the wallet, and the page follows.
import { describe, expect, test } from 'vitest'
import { CHAIN_A, CHAIN_B, devAccount, env, NETWORK_A, NETWORK_B, useDemo } from './harness.ts'
import { evmWalletState } from '@latch/testing'
import {
  closeModalIfOpen,
  connectTestWallet,
  dialog,
  networkButton,
  openAccountView,
  see,
  waitForWalletChain,
} from './ui.ts'

// switching changes no balances; account 4 is shared with unsupported-chain.e2e.ts for that reason
const account = devAccount(4)
const openDemo = useDemo()

describe('switch network', () => {
  test('R-1.7: Account → "Network: Latch Devnet" → "Latch Devnet 31338" moves the wallet to 31338; the NetworkButton follows, and back again', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await see(networkButton(page, NETWORK_A))
    const view = await openAccountView(page, account)
    await networkButton(view, NETWORK_A).click()
    const networks = await see(dialog(page, 'Choose Network'))
    const current = networks.getByRole('button', { name: NETWORK_A, exact: true })
    expect(await current.getAttribute('aria-current')).toBe('true')
    await networks.getByRole('button', { name: NETWORK_B, exact: true }).click()
    await waitForWalletChain(page, CHAIN_B)
    await see(networkButton(page, NETWORK_B))

    await closeModalIfOpen(page)
    await networkButton(page, NETWORK_B).click()
    const again = await see(dialog(page, 'Choose Network'))
    expect(await again.getByRole('button', { name: NETWORK_B, exact: true }).getAttribute('aria-current')).toBe('true')
    await again.getByRole('button', { name: NETWORK_A, exact: true }).click()
    await waitForWalletChain(page, CHAIN_A)
    await see(networkButton(page, NETWORK_A))
  })

  test('R-8.90 R-7.58: a wallet that does not know the chain answers 4902, and the chain is added with its SPEC §7 fields', async () => {
    const { page } = await openDemo({ account, chains: { [CHAIN_A]: env.rpcUrls[0] } })
    await connectTestWallet(page, account)
    await networkButton(page, NETWORK_A).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: NETWORK_B, exact: true }).click()
    await waitForWalletChain(page, CHAIN_B)
    await see(networkButton(page, NETWORK_B))
    const [added] = (await evmWalletState(page)).addedChains
    expect(added).toMatchObject({
      chainId: `0x${CHAIN_B.toString(16)}`,
      chainName: NETWORK_B,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [env.rpcUrls[1]],
    })
  })
})
