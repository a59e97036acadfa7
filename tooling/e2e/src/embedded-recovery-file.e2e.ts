// The recovery file in Chromium, against the real cloud, mail catcher and frame: a signed-in person saves it once
// their recovery code opens it; after they can no longer sign in (signed out everywhere, the cloud unreachable), the
// file, the code and this browser's share give the key in the frame's own card. Another browser, without the share,
// is told so.
import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { privateKeyToAddress } from 'viem/accounts'
import { axeView } from './axe.ts'
import { recoverWith, recoveryCodes, signInByEmail, uniqueEmail, walletFrame } from './embedded.ts'
import { env, useDemo } from './harness.ts'
import { dialog, gone, openAccountView, see } from './ui.ts'

const openDemo = useDemo()
/** the longest path of the suite (a sign-up, two cards, a lock-out, two recoveries in two browsers): on a busy CI
 * machine its steps get the time of two, and the test the suite's longest bound */
const SLOW_STEP_MS = 30_000
const TEST_MS = 120_000

describe('the recovery file', () => {
  test(
    'saved behind the recovery code, it gives the key in this browser with no sign-in and no cloud; another browser is told it holds no share',
    async () => {
      const { page, context } = await openDemo({})
      context.setDefaultTimeout(SLOW_STEP_MS)
      const email = uniqueEmail('recoveryfile')
      const address = await signInByEmail(page, email)
      const code = recoveryCodes.get(email)!
      const account = await openAccountView(page, address)
      await account.getByRole('button', { name: 'Download recovery file', exact: true }).click()
      const ask = await see(walletFrame(page).getByRole('dialog', { name: 'Download recovery file', exact: true }))
      // a code that does not open the wallet gives no file
      await ask.getByRole('textbox', { name: 'Recovery code', exact: true }).fill('00000-00000-00000-00000-00000')
      await ask.getByRole('button', { name: 'Continue', exact: true }).click()
      await see(ask.getByRole('alert').getByText('That recovery code does not open this wallet', { exact: true }))
      await ask.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(code)
      await ask.getByRole('button', { name: 'Continue', exact: true }).click()
      const ready = await see(
        walletFrame(page)
          .getByRole('dialog', { name: 'Download recovery file', exact: true })
          .filter({ hasText: 'Your recovery file is ready.' }),
      )
      expect(await axeView(page, 'ExportWallet (recovery file ready)')).toEqual([])
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        ready.getByRole('link', { name: 'Save recovery file', exact: true }).click(),
      ])
      const file = await download.path()
      const saved = JSON.parse(await readFile(file, 'utf8')) as {
        kind: string
        evmAddress: string
        sealed: { ct: string }
      }
      expect(saved).toMatchObject({ kind: 'latch-recovery-file', evmAddress: address })
      await ready.getByRole('button', { name: 'Done', exact: true }).click()
      await see(dialog(page, 'Account'))

      // locked out: every session ended, and the cloud does not answer at all
      await dialog(page, 'Account').getByRole('button', { name: 'Sign out everywhere', exact: true }).click()
      await gone(dialog(page, 'Account'))
      await context.route(`${env.cloudUrl}/**`, (route) => route.abort())
      const card = await recoverWith(page, file, code)
      const keys = walletFrame(page).getByRole('dialog', { name: 'Your private key', exact: true })
      const key = (await see(
        keys.locator('dt', { hasText: 'EVM private key' }).locator('xpath=following-sibling::dd[1]'),
      ).then((dd) => dd.textContent()))!
      expect(privateKeyToAddress(key as `0x${string}`)).toBe(address)
      await gone(card)
      expect(await page.content()).not.toContain(key.slice(2))
      await keys.getByRole('button', { name: 'Done', exact: true }).click()
      await context.unroute(`${env.cloudUrl}/**`)

      // a browser that never held this wallet's share: the file and the code alone open nothing
      const other = await openDemo({})
      other.context.setDefaultTimeout(SLOW_STEP_MS)
      const refused = await recoverWith(other.page, file, code)
      await see(
        refused
          .getByRole('alert')
          .getByText('This browser holds no share of that wallet: open this site in the browser where you used it', {
            exact: true,
          }),
      )
      expect(await axeView(other.page, 'ExportWallet (recover from a file)')).toEqual([])
    },
    TEST_MS,
  )
})
