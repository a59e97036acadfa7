// SPEC §3's EXTERNAL connectors in the demo. Safe: the demo opened as a Safe App inside a stand-in for Safe{Wallet}
// (tooling/e2e/src/safe-standin.ts: our own parent page speaking the Safe Apps protocol) over a Safe deployed on the
// devnet. Coinbase: its pop-up's service cannot be reached here, so the test stops at the pop-up's address and the
// request the SDK sends it, answered by a stand-in pop-up page at the SDK's own address. Ledger: Ledger Live featured
// from the catalogue, paired over WalletConnect with the pairing test wallet (apps/test-wallet) as the phone.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseEther } from 'viem'
import { describe, expect, onTestFinished, test } from 'vitest'
import { constants } from '@latch/core'
import { MOBILE, useBrowser } from './browser.ts'
import { chainClient, truncated } from './chain.ts'
import { CHAIN_A, devAccount, env, useDemo } from './harness.ts'
import { answerCard, pasteAndPair, usePhone } from './pairing-wallet.ts'
import { deploySafe, openInSafeStandIn, safeStandIn } from './safe-standin.ts'
import { accountButton, clipboardText, connectButton, dialog, see, sendToNewReceiver } from './ui.ts'

const browser = useBrowser()
const openDemo = useDemo()
const openPhone = usePhone()
const chainA = chainClient(env.rpcUrls[0])
const STEP_TIMEOUT_MS = 15_000

describe('Safe{Wallet} apps: the EXTERNAL Safe connector', () => {
  test('R-3.4: inside Safe{Wallet} the demo connects to the Safe on load with no modal; the account view names it; a transfer and a signed message run through the Safe', async () => {
    const safe = await deploySafe(env.rpcUrls[0], CHAIN_A, parseEther('5'))
    const standIn = safeStandIn(safe)
    const context = await browser.newContext()
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    const { page, close } = await openInSafeStandIn(context, env.demoUrl, standIn)
    onTestFinished(close)
    const app = page.frameLocator('iframe[title="Safe App"]')

    const account = await see(app.getByRole('button', { name: `Account ${truncated(safe.address)}` }))
    // connected without the visitor opening anything: no dialog came up
    expect(await app.getByRole('dialog').count()).toBe(0)
    expect(standIn.requests[0]).toBe('getSafeInfo')

    await account.click()
    const view = await see(app.getByRole('dialog', { name: 'Account', exact: true }))
    await see(view.getByText(truncated(safe.address), { exact: true }))
    // the badge under the address: the wallet is a Safe, a smart account
    await see(view.getByText('Safe · smart account', { exact: true }))

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = await see(app.getByRole('dialog', { name: 'Send', exact: true }))
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
    await sendToNewReceiver(send)
    await see(app.getByRole('status').filter({ hasText: 'Transaction sent' }))
    // the transfer went to Safe{Wallet} as a Safe transaction, which executed it on the devnet from the Safe
    expect(standIn.requests).toContain('sendTransactions')
    expect(standIn.executed.size).toBe(1)
    expect(await chainA.getBalance({ address: receiver })).toBe(parseEther('1.5'))
    expect(await chainA.getBalance({ address: safe.address })).toBe(parseEther('3.5'))
    await app.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()

    // a message is signed by the Safe's owners in Safe{Wallet}; the Safe itself vouches for it (EIP-1271)
    await app.getByRole('button', { name: 'Sign message', exact: true }).click()
    const line = await see(app.getByText(/^Signature: 0x[0-9a-f]+$/))
    const signature = (await line.textContent())!.replace('Signature: ', '') as `0x${string}`
    expect(standIn.requests).toContain('signMessage')
    expect(await chainA.verifyMessage({ address: safe.address, message: 'Hello from the Latch demo', signature })).toBe(
      true,
    )
    expect(await chainA.verifyMessage({ address: safe.address, message: 'Something else', signature })).toBe(false)
  })

  test('R-3.4: outside a frame the demo loads nothing of the Safe and lists no Safe connector', async () => {
    const requested: string[] = []
    const { page } = await openDemo({
      init: async (context) => {
        context.on('request', (request) => requested.push(request.url()))
      },
    })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: 'All Wallets', exact: true }))
    expect(await connect.getByRole('button', { name: 'Safe', exact: true }).count()).toBe(0)
    expect(requested.filter((url) => /safe(Handshake|-apps)/i.test(url))).toEqual([])
  })
})

describe('Coinbase: the EXTERNAL Coinbase connector', () => {
  test('R-3.4: Connect lists Coinbase; picking it opens the Coinbase pop-up with the connection request', async () => {
    const { page, context } = await openDemo({
      search: '?coinbase',
      init: async (context) => {
        // a stand-in for the pop-up's page at the SDK's own address: it says it loaded and keeps what it is sent
        await context.route('https://keys.coinbase.com/**', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><title>Coinbase pop-up stand-in</title><script>
              window.received = []
              window.addEventListener('message', (event) => window.received.push(event.data))
              // said until the SDK answers: it may start listening after this page has loaded
              const loaded = setInterval(() => {
                if (window.received.length) clearInterval(loaded)
                else window.opener.postMessage({ event: 'PopupLoaded', id: crypto.randomUUID() }, '*')
              }, 100)
            </script>`,
          }),
        )
      },
    })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    const coinbase = await see(connect.getByRole('button', { name: 'Coinbase', exact: true }))
    // its own mark, before its SDK has loaded
    expect(await coinbase.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    // the catalogue's Coinbase Wallet is the same wallet: not recommended beside it
    expect(await connect.getByRole('button', { name: 'Coinbase Wallet', exact: true }).count()).toBe(0)
    const opened = context.waitForEvent('page')
    await coinbase.click()
    const popup = await opened
    const address = new URL(popup.url())
    expect(`${address.origin}${address.pathname}`).toBe('https://keys.coinbase.com/connect')
    expect(address.searchParams.get('origin')).toBe(new URL(env.demoUrl).origin)
    expect(address.searchParams.get('sdkName')).toBe('@coinbase/wallet-sdk')
    // the SDK tells the pop-up the app (name, chains) and then asks it to connect (eth_requestAccounts)
    const received = () => popup.evaluate(() => (window as unknown as { received: unknown[] }).received)
    await popup.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length >= 2)
    expect(await received()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          data: expect.objectContaining({
            metadata: expect.objectContaining({ appName: 'Latch demo', appChainIds: [CHAIN_A, 31338] }),
          }),
        }),
        expect.objectContaining({
          event: 'selectSignerType',
          data: expect.objectContaining({ handshakeRequest: { method: 'eth_requestAccounts', params: [] } }),
        }),
      ]),
    )
  })
})

describe('Ledger: Ledger Live over WalletConnect', () => {
  const featured = `?featured=${constants.LEDGER_LIVE_WALLET_ID}`

  test('R-3.4: featured, Ledger Live is in Connect; picking it shows its pairing QR code and an "Open Ledger Live" link (ledgerlive://wc?uri=…), and a wallet pairs through that link', async () => {
    const account = devAccount(5)
    const { page } = await openDemo({
      account: devAccount(9),
      search: featured,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const wallet = await openPhone()
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await connect.getByRole('button', { name: 'Ledger Live', exact: true }).click()
    const view = await see(dialog(page, 'Ledger Live'))
    await see(view.getByRole('img', { name: 'QR code for the pairing link' }))
    const open = await see(view.getByRole('link', { name: 'Open Ledger Live', exact: true }))
    await view.getByRole('button', { name: 'Copy link', exact: true }).click()
    const uri = await clipboardText(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // Ledger Live's desktop app opens with the same pairing link
    expect(await open.getAttribute('href')).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
    await pasteAndPair(wallet, uri, account)
    await answerCard(wallet, 'Connection request', 'Approve')
    await see(accountButton(page, account))
  })

  test('R-3.4 R-3.47 R-1.3: on a phone, picking Ledger Live opens it with the pairing link, remembers the choice, and offers its store when it is not installed', async () => {
    const { page } = await openDemo({ context: MOBILE, search: featured })
    // the page asks the browser to open ledgerlive://…, which no app answers here: the request is what is checked
    const cdp = await page.context().newCDPSession(page)
    const requested: string[] = []
    cdp.on('Page.frameRequestedNavigation', ({ url }) => requested.push(url))
    await cdp.send('Page.enable')
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Ledger Live', exact: true }).click()
    const view = await see(dialog(page, 'Ledger Live'))
    // only Ledger Live is offered here, not every catalogue wallet with a phone app
    const openers = view.getByRole('button', { name: /^Open / })
    await see(openers.first())
    expect(await openers.allTextContents()).toEqual(['Open Ledger Live'])
    // where to get it on this phone: its store, not a browser extension's
    expect(await view.getByRole('link', { name: 'Get Ledger Live', exact: true }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.ledger.live',
    )
    await openers.first().click()
    const choice = await page.evaluate(() => localStorage.getItem('@latch/deep_link_choice'))
    expect(JSON.parse(choice ?? 'null')).toEqual({ name: 'Ledger Live', href: 'ledgerlive://' })
    // Ledger Live is not installed here: the page stays in front, so its store comes next (this phone is an Android)
    await expect
      .poll(() => requested.filter((url) => !url.startsWith(env.demoUrl)), { timeout: 10_000 })
      .toEqual([
        expect.stringMatching(/^ledgerlive:\/\/wc\?uri=wc%3A/),
        'https://play.google.com/store/apps/details?id=com.ledger.live',
      ])
  })
})
