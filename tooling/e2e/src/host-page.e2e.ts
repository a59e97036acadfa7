// The demo page's own code next to Latch: signing through Latch, and wagmi's hook seeing the connection.
import { describe, expect, test } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import { devAccount, useDemo } from './harness.ts'
import { connectTestWallet, see } from './ui.ts'

const account = devAccount(8)
const openDemo = useDemo()
const MESSAGE = 'Hello from the Latch demo'

describe('host page', () => {
  test('R-1.10: "Sign message" shows a signature that verifies against the account', async () => {
    const { page } = await openDemo({ account })
    await connectTestWallet(page, account)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as Hex
    expect(await verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)
  })

  test('R-1.2: after connecting, the demo\'s "wagmi sees:" line shows the same account as Latch', async () => {
    const { page } = await openDemo({ account })
    await see(page.getByText('wagmi sees: disconnected', { exact: true }))
    await connectTestWallet(page, account)
    await see(page.getByText(`wagmi sees: ${account}`, { exact: true }))
  })
})
