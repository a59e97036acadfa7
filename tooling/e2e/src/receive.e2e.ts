// The Receive view: a QR code of the address, the full address, copy.
import { describe, expect, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { clipboardText, connectTestWallet, dialog, openAccountView, see } from './ui.ts'

const account = devAccount(7)
const openDemo = useDemo()

describe('Receive view', () => {
  test('R-1.12: Receive shows img "QR code for <address>" and the full address; "Copy address" copies it', async () => {
    const { page } = await openDemo({ account, permissions: ['clipboard-read', 'clipboard-write'] })
    await connectTestWallet(page, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = await see(dialog(page, 'Receive'))
    const qr = await see(receive.getByRole('img', { name: `QR code for ${account}`, exact: true }))
    expect((await qr.boundingBox())?.width).toBeGreaterThan(100)
    await see(receive.getByText(account, { exact: true }))
    await receive.getByRole('button', { name: 'Copy address', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Address copied' }))
    expect(await clipboardText(page)).toBe(account)
  })
})
