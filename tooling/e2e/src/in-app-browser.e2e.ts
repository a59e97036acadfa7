// The demo inside other apps' browsers, as Chromium with their phones' user agents and touch: a social app's web view
// offers the visitor's own browser (on Android by an intent link, recorded as the page asks for it; on an iPhone the
// page's address to copy), and a wallet's own browser points at that wallet, whose provider is on the page.
import { describe, expect, test } from 'vitest'
import { axeView } from './axe.ts'
import { MOBILE } from './browser.ts'
import { devAccount, useDemo } from './harness.ts'
import { accountButton, chooseWallet, connectButton, dialog, see } from './ui.ts'

const openDemo = useDemo()
const ANDROID_INSTAGRAM = `${MOBILE.userAgent} Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2400; Google; Pixel 8)`
const IPHONE_X =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.47'
const METAMASK_BROWSER = `${MOBILE.userAgent} MetaMaskMobile`

describe("the Connect view inside another app's browser", () => {
  test("in Instagram's web view on Android, Open in my browser asks the system for this page in the visitor's browser", async () => {
    const { page } = await openDemo({ context: { ...MOBILE, userAgent: ANDROID_INSTAGRAM } })
    const cdp = await page.context().newCDPSession(page)
    const requested: string[] = []
    cdp.on('Page.frameRequestedNavigation', ({ url }) => requested.push(url))
    await cdp.send('Page.enable')
    await connectButton(page).click()
    const view = await see(dialog(page, 'Connect Wallet'))
    const note = view.getByRole('note')
    await see(note.getByText(/^You are in Instagram's browser, which may not open wallet apps\./))
    // the note is part of the Connect view: axe-clean in light and dark
    expect(await axeView(page, 'Connect (in-app browser)')).toEqual([])
    await note.getByRole('link', { name: 'Open in my browser', exact: true }).click()
    const here = new URL(page.url())
    await expect
      .poll(() => requested.filter((url) => url.startsWith('intent:')))
      .toEqual([
        `intent://${here.host}${here.pathname}${here.search}#Intent;scheme=http;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(here.href)};end`,
      ])
  })

  test("in X's web view on an iPhone, where no page can leave, the page's address is copied to paste in Safari", async () => {
    const { page } = await openDemo({
      context: { ...MOBILE, userAgent: IPHONE_X },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await connectButton(page).click()
    const note = dialog(page, 'Connect Wallet').getByRole('note')
    await see(note.getByText(/^You are in X's browser/))
    expect(await note.getByRole('link').count()).toBe(0)
    await note.getByRole('button', { name: 'Copy page link', exact: true }).click()
    await see(page.getByRole('status').filter({ hasText: 'Link copied' }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test("in MetaMask's own browser, the note points at MetaMask's provider, which connects there", async () => {
    const account = devAccount(4)
    const { page } = await openDemo({
      account,
      name: 'MetaMask',
      rdns: 'io.metamask',
      context: { ...MOBILE, userAgent: METAMASK_BROWSER },
    })
    await connectButton(page).click()
    const view = await see(dialog(page, 'Connect Wallet'))
    await see(view.getByRole('note').filter({ hasText: "You are in MetaMask's browser: connect with MetaMask below." }))
    await chooseWallet(page, account, 'MetaMask')
    await see(accountButton(page, account))
  })

  test("in a phone's own browser the Connect view has no such note", async () => {
    const { page } = await openDemo({ context: MOBILE })
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }))
    expect(await dialog(page, 'Connect Wallet').getByRole('note').count()).toBe(0)
  })
})
