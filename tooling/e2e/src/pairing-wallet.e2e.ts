// The pairing test wallet page on its own (apps/test-wallet), driven by a Node SignClient dApp through the cloud's
// relay: pair by pasted link and by QR image, approve/reject proposals and each request, sign, send, switch chain,
// disconnect, survive a relay restart, and never reach a host off loopback.
import { afterEach, describe, expect, test } from 'vitest'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { renderSVG } from 'uqr'
import { useBrowser } from './browser.ts'
import { devAccount, env } from './harness.ts'
import { createNodeDapp, EVM_NAMESPACES } from './node-dapp.ts'
import {
  answerCard,
  offLoopback,
  openPairingWallet,
  pasteAndPair,
  recordRequests,
  restartCloud,
  walletCard,
  walletSessions,
} from './pairing-wallet.ts'
import { see } from './ui.ts'

const phone = useBrowser()
const dapps: Awaited<ReturnType<typeof createNodeDapp>>[] = []
afterEach(async () => {
  await Promise.all(dapps.splice(0).map((dapp) => dapp.core.relayer.transportClose().catch(() => {})))
})

async function start() {
  const { wallet } = await openPairingWallet(await phone.newContext())
  const requests = recordRequests(wallet)
  const dapp = await createNodeDapp(env.relayUrl)
  dapps.push(dapp)
  return { wallet, dapp, requests }
}

/** pairs the wallet (as `account`) with the Node dApp by pasting its link, approves, returns the session */
async function connect(account: `0x${string}`) {
  const setup = await start()
  const { uri, approval } = await setup.dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
  // approval() listens from when it is called: call it before the wallet can settle the session
  const approved = approval()
  await pasteAndPair(setup.wallet, uri!, account)
  const card = await see(walletCard(setup.wallet, 'Connection request'))
  // the dApp's metadata is shown as text, markup and all
  await see(card.getByText('Node dApp <b>test</b>', { exact: true }))
  await see(card.getByText('Latch Devnet, Latch Devnet 31338', { exact: true }))
  await answerCard(setup.wallet, 'Connection request', 'Approve')
  const session = await approved
  return { ...setup, session }
}

describe('pairing test wallet (standalone, Node dApp)', () => {
  test('pairs by pasted link; the dApp gets the chosen account on both chains; nothing leaves loopback (R-1.3, R-7.62)', async () => {
    const account = devAccount(2)
    const { wallet, session, requests } = await connect(account)
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:31337:${account}`, `eip155:31338:${account}`])
    expect(session.namespaces.eip155!.methods).toEqual(EVM_NAMESPACES.eip155.methods)
    await see(walletSessions(wallet).filter({ hasText: account }))
    expect(requests.some((url) => url.startsWith(env.relayUrl))).toBe(true)
    expect(offLoopback(requests)).toEqual([])
  })

  test('R-8.98 rejecting the proposal rejects the dApp connect with a user-rejected reason (5000)', async () => {
    const { wallet, dapp } = await start()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    const rejected = approval().then(
      () => undefined,
      (error: { code?: number; message?: string }) => error,
    )
    await pasteAndPair(wallet, uri!)
    await answerCard(wallet, 'Connection request', 'Reject')
    expect(await rejected).toMatchObject({ code: 5000 })
    await see(wallet.getByText('No sessions', { exact: true }))
  })

  test('pairs from a QR code image', async () => {
    const { wallet, dapp } = await start()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    const approved = approval()
    // a phone camera's view: the QR code rendered in a page and photographed
    const photo = await wallet.context().newPage()
    await photo.setContent(`<div style="width:320px;padding:24px;background:#fff">${renderSVG(uri!)}</div>`)
    const png = await photo.locator('div').screenshot()
    await photo.close()
    await wallet.getByLabel('Scan QR image').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png })
    await expect.poll(() => wallet.getByRole('textbox', { name: 'Pairing URI' }).inputValue()).toBe(uri)
    await answerCard(wallet, 'Connection request', 'Approve')
    expect((await approved).topic).toMatch(/^[0-9a-f]{64}$/)
  })

  test('personal_sign: the wallet shows the message and signs with the account key (R-7.59)', async () => {
    const account = devAccount(3)
    const { wallet, dapp, session } = await connect(account)
    const message = 'Hello <i>from</i> the Node dApp'
    const signing = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex(message), account] },
    })
    const card = await see(walletCard(wallet, 'Signature request'))
    await see(card.getByText(message, { exact: true }))
    await answerCard(wallet, 'Signature request', 'Approve')
    const signature = await signing
    expect(await verifyMessage({ address: account, message, signature })).toBe(true)
  })

  test('a rejected request reaches the dApp as a user rejection (4001)', async () => {
    const account = devAccount(3)
    const { wallet, dapp, session } = await connect(account)
    const signing = dapp
      .request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [stringToHex('no'), account] },
      })
      .then(
        () => undefined,
        (error: { code?: number }) => error,
      )
    await answerCard(wallet, 'Signature request', 'Reject')
    expect(await signing).toMatchObject({ code: 4001 })
  })

  test('eth_sendTransaction: signed and broadcast on the request chain, mined on chain', async () => {
    const account = devAccount(4)
    const receiver = devAccount(5)
    const { wallet, dapp, session } = await connect(account)
    const chain = createPublicClient({ transport: http(env.rpcUrls[1]) })
    const before = await chain.getBalance({ address: receiver })
    const sending = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account, to: receiver, value: `0x${parseEther('1.5').toString(16)}` }],
      },
    })
    const card = await see(walletCard(wallet, 'Transaction request'))
    await see(card.getByText(parseEther('1.5').toString(), { exact: true }))
    await see(card.getByText('Latch Devnet 31338', { exact: true }))
    await answerCard(wallet, 'Transaction request', 'Approve')
    const hash = await sending
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('1.5'))
  })

  test('wallet_switchEthereumChain: approved, the session moves and chainChanged reaches the dApp (R-7.57)', async () => {
    const { wallet, dapp, session } = await connect(devAccount(2))
    const chainChanged = new Promise<{ chainId: string; data: unknown }>((resolve) =>
      dapp.on('session_event', ({ params }) => {
        if (params.event.name === 'chainChanged') resolve({ chainId: params.chainId, data: params.event.data })
      }),
    )
    const switching = dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    })
    const card = await see(walletCard(wallet, 'Switch network request'))
    await see(card.getByText('Latch Devnet 31338', { exact: true }))
    await answerCard(wallet, 'Switch network request', 'Approve')
    expect(await switching).toBeNull()
    expect(await chainChanged).toEqual({ chainId: 'eip155:31338', data: 31338 })
    await see(walletSessions(wallet).getByText('Latch Devnet 31338', { exact: true }))
  })

  test('an unknown chain: switch answers 4902 (so the dApp adds it, R-7.58); adding a known chain is accepted', async () => {
    const { wallet, dapp, session } = await connect(devAccount(2))
    const unknown = dapp
      .request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      })
      .then(
        () => undefined,
        (error: { code?: number }) => error,
      )
    await answerCard(wallet, 'Switch network request', 'Approve')
    expect(await unknown).toMatchObject({ code: 4902 })
    const adding = dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Latch Devnet 31338',
            rpcUrls: [env.rpcUrls[1]],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    })
    await answerCard(wallet, 'Add network request', 'Approve')
    expect(await adding).toBeNull()
  })

  test('disconnect from the wallet ends the session at the dApp', async () => {
    const { wallet, dapp, session } = await connect(devAccount(2))
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await walletSessions(wallet).getByRole('button', { name: 'Disconnect' }).click()
    expect(await deleted).toBe(session.topic)
    await see(wallet.getByText('No sessions', { exact: true }))
  })

  test('the relay restarts mid-session: both sides reconnect and a later request completes', async () => {
    const account = devAccount(3)
    const { wallet, dapp, session } = await connect(account)
    const after = recordRequests(wallet)
    await restartCloud()
    const signing = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex('after the restart'), account] },
    })
    await answerCard(wallet, 'Signature request', 'Approve')
    expect(await verifyMessage({ address: account, message: 'after the restart', signature: await signing })).toBe(true)
    // the wallet page reconnected on a new socket
    expect(after.filter((url) => url.startsWith(env.relayUrl)).length).toBeGreaterThanOrEqual(1)
  })
})
