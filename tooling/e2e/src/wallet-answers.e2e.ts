// The testing kit's scripted EVM wallet (@latch/testing) against the demo: a signature the user rejects, a wallet
// that fails with its own error, one that keeps the request waiting until the test releases it, and the user
// disconnecting the app in the wallet. What the page shows each time.
import { disconnectEvmWallet, evmWalletState, releaseEvmWallet, scriptEvmWallet } from '@latch/testing'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { accountButton, connectButton, connectTestWallet, gone, see } from './ui.ts'

// no balances change here
const account = devAccount(1)
const MESSAGE = 'Hello from the Latch demo'
const openDemo = useDemo()

describe('the wallet answers as the test scripts it', () => {
  test('R-1.10 a rejected signature and a failing wallet each say so on the page and sign nothing; a request held by the wallet is signed once released', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    const sign = page.getByRole('button', { name: 'Sign message', exact: true })
    const signed = async () => (await evmWalletState(page)).signed.length

    await scriptEvmWallet(page, 'personal_sign', 'reject')
    await sign.click()
    await see(page.getByRole('alert').filter({ hasText: /rejected/i }))
    expect(await signed()).toBe(0)

    await scriptEvmWallet(page, 'personal_sign', { code: -32603, message: 'The wallet is locked' })
    await sign.click()
    const failed = await see(page.getByRole('alert'))
    expect(await failed.textContent()).not.toMatch(/rejected/i)
    expect(await signed()).toBe(0)

    await scriptEvmWallet(page, 'personal_sign', 'hang')
    await sign.click()
    // the earlier alert is cleared when the new request starts; nothing is signed while the wallet holds it
    await gone(page.getByRole('alert'))
    expect(await signed()).toBe(0)
    await releaseEvmWallet(page)
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)
    expect(await signed()).toBe(1)
  })

  test('R-3.11 the user disconnects the app in the wallet: the page offers Connect Wallet again', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await disconnectEvmWallet(page)
    await see(connectButton(page))
    await gone(accountButton(page, account))
  })
})
