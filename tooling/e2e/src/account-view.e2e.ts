// The Account view after connecting: address, balance, network, tabs, copy.
import { describe, expect, test } from 'vitest'
import { chainClient, flooredText, tokenBalance, truncated } from './chain.ts'
import { devAccount, env, NETWORK_A, useDemo } from './harness.ts'
import { clipboardText, connectTestWallet, networkButton, openAccountView, see } from './ui.ts'

const account = devAccount(3)
const openDemo = useDemo()
const chainA = chainClient(env.rpcUrls[0])

describe('Account view', () => {
  test('R-1.2 R-2.9 R-1.8 R-9.34 R-9.38 R-2.20: connect, then the Account view shows the truncated address, floored balance, network and tabs', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const view = await openAccountView(page, account)
    await see(view.getByText(truncated(account), { exact: true }))
    const balance = await chainA.getBalance({ address: account })
    // the Tokens tab lists the native coin as well; the header balance is the first
    await see(view.getByText(flooredText(balance, 18, 'ETH'), { exact: true }).first())
    await see(networkButton(view, NETWORK_A))
    for (const name of ['Send', 'Receive', 'Disconnect', 'Copy address']) {
      await see(view.getByRole('button', { name, exact: true }))
    }
    expect(await view.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
    const tokens = await tokenBalance(chainA, env.token, account)
    await see(
      view
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: flooredText(tokens, 18, 'LTT') }),
    )
  })

  test('CONTRACT (no SPEC rule): "Copy address" puts the full address in the clipboard and says "Address copied"', async () => {
    const { page } = await openDemo({ account, permissions: ['clipboard-read', 'clipboard-write'] })
    await connectTestWallet(page, account)
    const view = await openAccountView(page, account)
    await view.getByRole('button', { name: 'Copy address', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Address copied' }))
    expect(await clipboardText(page)).toBe(account)
  })
})
