// The demo and the pairing test wallet in two browser contexts (a desktop and a phone), through the cloud's relay:
// connect by copied link and by QR image, reject, sign, send, switch network, disconnect from the wallet, a relay
// restart mid-session, and no request off loopback.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { chainClient, truncated } from './chain.ts'
import { recordAccountButtons, seenAccountButtons } from './accountButtons.ts'
import { MOBILE } from './browser.ts'
import { devAccount, env, NETWORK_A, NETWORK_B, useDemo } from './harness.ts'
import {
  answerCard,
  approveTransaction,
  connectByLink,
  offLoopback,
  openWalletConnect,
  pairByLink,
  recordRequests,
  RELAY_BACK_TIMEOUT_MS,
  restartCloud,
  usePhone,
  walletSessions,
} from './pairing-wallet.ts'
import { accountButton, connectButton, dialog, networkButton, openAccountView, see, sendToNewReceiver } from './ui.ts'

const openDemo = useDemo()
const openPhone = usePhone()

/** what a phone's browser reports as the visitor goes to the wallet app and back. Headless Chromium never hides a page
 * (a tab brought in front of it, a minimized window and CDP's Page.setWebLifecycleState all leave it visible), so the
 * page is told, as the focus tests below tell it of a focus; the page's own document.visibilityState changes. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    return document.visibilityState
  }, state)

/** the demo (its injected wallet holds another account, so only a pairing can show `account`) and the phone */
async function openBoth(init?: (context: BrowserContext) => Promise<void>) {
  const { page } = await openDemo({ account: devAccount(9), permissions: ['clipboard-read', 'clipboard-write'], init })
  return { page, wallet: await openPhone() }
}

describe('pairing: the demo and the test wallet', () => {
  test('connect by copied link: the dApp shows the wallet account; no request leaves loopback (R-1.3, R-7.62)', async () => {
    const account = devAccount(6)
    const { page, wallet } = await openBoth()
    const requests = recordRequests(page)
    const walletRequests = recordRequests(wallet)
    await pairByLink(page, wallet, account)
    const card = await see(wallet.getByRole('region', { name: 'Connection request', exact: true }))
    await see(card.getByText('Latch demo', { exact: true }))
    await see(card.getByText(new URL(env.demoUrl).origin, { exact: true }))
    await answerCard(wallet, 'Connection request', 'Approve')
    await see(accountButton(page, account))
    await see(page.getByText(`wagmi sees: ${account}`))
    await see(walletSessions(wallet).filter({ hasText: 'Latch demo' }))
    expect(
      [...requests, ...walletRequests].filter((url) => url.startsWith(env.relayUrl)).length,
    ).toBeGreaterThanOrEqual(2)
    expect(offLoopback(requests)).toEqual([])
    expect(offLoopback(walletRequests)).toEqual([])
  })

  test('connect by scanning the QR code from an image', async () => {
    const account = devAccount(7)
    const { page, wallet } = await openBoth()
    const view = await openWalletConnect(page)
    const qr = await see(view.getByRole('img', { name: 'QR code for the pairing link' }))
    const photo = await qr.screenshot()
    await wallet.getByRole('combobox', { name: 'Account' }).selectOption(account)
    await wallet.getByLabel('Scan QR image').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: photo })
    await answerCard(wallet, 'Connection request', 'Approve')
    await see(accountButton(page, account))
  })

  test("rejecting in the wallet shows 'Connection rejected' and Try again", async () => {
    const { page, wallet } = await openBoth()
    await pairByLink(page, wallet, devAccount(6))
    await answerCard(wallet, 'Connection request', 'Reject')
    const view = dialog(page, 'WalletConnect')
    await see(view.getByRole('alert').filter({ hasText: 'Connection rejected' }))
    await see(view.getByRole('button', { name: 'Try again', exact: true }))
  })

  test('sign a message: the wallet approves, the signature verifies (R-7.59)', async () => {
    const account = devAccount(6)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const card = await see(wallet.getByRole('region', { name: 'Signature request', exact: true }))
    await see(card.getByText('Hello from the Latch demo', { exact: true }))
    await answerCard(wallet, 'Signature request', 'Approve')
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: account, message: 'Hello from the Latch demo', signature })).toBe(true)
  })

  test('send from the Send view: the wallet signs and broadcasts, the chain shows it', async () => {
    const account = devAccount(7)
    // a fresh receiver: the Send view names it as new, and its balance is exactly what arrives
    const receiver = privateKeyToAddress(generatePrivateKey())
    const chainA = chainClient(env.rpcUrls[0])
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    const accountView = await openAccountView(page, account)
    await accountView.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(dialog(page, 'Send'))
    const before = await chainA.getBalance({ address: receiver })
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await sendToNewReceiver(send)
    const card = await see(wallet.getByRole('region', { name: 'Transaction request', exact: true }))
    await see(card.getByText(parseEther('0.25').toString(), { exact: true }))
    await approveTransaction(wallet, page)
    expect((await chainA.getBalance({ address: receiver })) - before).toBe(parseEther('0.25'))
  })

  test('switch network from the dApp: the wallet approves, the dApp shows the network (R-7.57)', async () => {
    const account = devAccount(6)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    await networkButton(page, NETWORK_A).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: NETWORK_B, exact: true }).click()
    const card = await see(wallet.getByRole('region', { name: 'Switch network request', exact: true }))
    await see(card.getByText(NETWORK_B, { exact: true }))
    await answerCard(wallet, 'Switch network request', 'Approve')
    await see(networkButton(page, NETWORK_B))
    await see(walletSessions(wallet).getByText(NETWORK_B, { exact: true }))
  })

  test('disconnect from the wallet: the dApp resets to Connect Wallet (R-4.54)', async () => {
    const account = devAccount(6)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    await walletSessions(wallet).getByRole('button', { name: 'Disconnect', exact: true }).click()
    await see(connectButton(page))
    await see(page.getByText('wagmi sees: disconnected'))
  })

  test('the phone goes away: the sign request ends within the liveness bound with what to do, the account shows Not responding; back, the next request revives it', async () => {
    const account = devAccount(6)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    const phone = wallet.context()
    // the phone stops answering: its wallet page, and with it its relay socket, is gone
    await wallet.close()
    const started = Date.now()
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await see(
      page
        .getByRole('alert')
        .filter({ hasText: 'The wallet is not responding. Open your wallet app and keep it open' }),
    )
    console.info(
      `[liveness] pairing e2e: the sign request ended ${Date.now() - started} ms after the click, the phone gone (bound 5000 ms)`,
    )
    const button = await see(
      page.getByRole('button', { name: `Account ${truncated(account)}, Not responding`, exact: true }),
    )
    await see(button.getByText('Not responding', { exact: true }))
    await button.click()
    const accountView = await see(dialog(page, 'Account'))
    await see(accountView.getByRole('status').filter({ hasText: 'Your wallet is not responding' }))
    await page.keyboard.press('Escape')
    // the phone is back (its session restored from its storage): the next request pings, the wallet answers, it signs
    const back = await phone.newPage()
    await back.goto(env.testWalletUrl)
    await see(walletSessions(back).filter({ hasText: 'Latch demo' }))
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await answerCard(back, 'Signature request', 'Approve')
    await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    await see(accountButton(page, account))
    expect(await page.getByRole('button', { name: /Not responding/ }).count()).toBe(0)
  })

  test('the page comes back into focus: the session is pinged with no request — the phone gone shows Not responding, the phone back shows the account again', async () => {
    const account = devAccount(5)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    const phone = wallet.context()
    const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await wallet.close()
    // nothing is asked of the wallet: only the focus tells the page to check
    await focus()
    await see(page.getByRole('button', { name: `Account ${truncated(account)}, Not responding`, exact: true }))
    const back = await phone.newPage()
    await back.goto(env.testWalletUrl)
    await see(walletSessions(back).filter({ hasText: 'Latch demo' }))
    // the phone's socket may still be subscribing when the first focus pings: each focus asks again
    await expect
      .poll(
        async () => {
          await focus()
          return page.getByRole('button', { name: `Account ${truncated(account)}`, exact: true }).count()
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1)
    expect(await page.getByRole('button', { name: /Not responding/ }).count()).toBe(0)
    // nothing was asked of the person on the phone: the check is a ping, not a request with a card
    expect(await back.getByRole('dialog', { name: 'Signature request' }).count()).toBe(0)
  })

  test('the phone answers the missed ping when it comes back: Not responding turns into the account again with no focus and no request', async () => {
    const account = devAccount(4)
    const { page, wallet } = await openBoth()
    await connectByLink(page, wallet, account)
    const phone = wallet.context()
    await wallet.close()
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const named = `Account ${truncated(account)}`
    await see(page.getByRole('button', { name: `${named}, Not responding`, exact: true }))
    // the relay kept the ping for the phone: its answer, late, is the only news the page gets
    const back = await phone.newPage()
    await back.goto(env.testWalletUrl)
    await see(walletSessions(back).filter({ hasText: 'Latch demo' }))
    await page.getByRole('button', { name: named, exact: true }).waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: /Not responding/ }).count()).toBe(0)
    expect(await back.getByRole('region', { name: 'Signature request' }).count()).toBe(0)
  })

  test('on a phone, Sign message opens the wallet app by its link once; the answer given meanwhile shows on return with no click (R-7.59)', async () => {
    const account = devAccount(8)
    const { page } = await openDemo({
      account: devAccount(9),
      context: MOBILE,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const wallet = await openPhone()
    await connectByLink(page, wallet, account)
    // the links the page asks to open, as the phone's browser hands them to the system
    const cdp = await page.context().newCDPSession(page)
    const opened: string[] = []
    cdp.on('Page.frameRequestedNavigation', ({ url }) => opened.push(url))
    await cdp.send('Page.enable')
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await expect
      .poll(() => opened)
      .toEqual([expect.stringMatching(/^latchtestwallet:\/\/wc\?requestId=\d+&sessionTopic=[0-9a-f]{64}$/)])
    // the visitor is in the wallet app: the page is hidden and the phone's system takes its network away
    expect(await setVisibility(page, 'hidden')).toBe('hidden')
    await page.context().setOffline(true)
    await answerCard(wallet, 'Signature request', 'Approve')
    // the answer waits at the relay: nothing reached the page yet
    expect(await page.getByText(/^Signature: 0x/).count()).toBe(0)
    await page.context().setOffline(false)
    expect(await setVisibility(page, 'visible')).toBe('visible')
    const returned = Date.now()
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    console.info(`[phone] pairing e2e: the signature showed ${Date.now() - returned} ms after the return`)
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: account, message: 'Hello from the Latch demo', signature })).toBe(true)
    // one request, one link: nothing opened again on the return
    expect(opened).toHaveLength(1)
  })

  test('the relay restarts mid-session: the account shows Reconnecting, then connected again with no click, never Not responding; a later signature completes', async () => {
    const account = devAccount(7)
    const { page, wallet } = await openBoth(recordAccountButtons)
    await connectByLink(page, wallet, account)
    const after = { page: recordRequests(page), wallet: recordRequests(wallet) }
    const named = `Account ${truncated(account)}`
    const seenBefore = (await seenAccountButtons(page)).length
    await restartCloud()
    // a person signs once the account no longer says Reconnecting (a request before fails at once, saying the wallet
    // cannot be reached): the page's socket is open again and the wallet answered over it
    await page.getByRole('button', { name: named, exact: true }).waitFor({ timeout: RELAY_BACK_TIMEOUT_MS })
    const shown = new Set((await seenAccountButtons(page)).slice(seenBefore))
    expect([...shown].sort()).toEqual([named, `${named}, Reconnecting...`])
    await page.getByRole('button', { name: 'Sign message', exact: true }).click()
    await answerCard(wallet, 'Signature request', 'Approve')
    // both pages opened a new relay socket after the restart
    expect(after.page.filter((url) => url.startsWith(env.relayUrl)).length).toBeGreaterThanOrEqual(1)
    expect(after.wallet.filter((url) => url.startsWith(env.relayUrl)).length).toBeGreaterThanOrEqual(1)
    const line = await see(page.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: account, message: 'Hello from the Latch demo', signature })).toBe(true)
  })
})
