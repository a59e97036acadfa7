// The frame's handlers against the real cloud (auth API, key shares, social login) and a real anvil chain.
import { ed25519 } from '@noble/curves/ed25519'
import { DEV_ACCOUNTS } from '@latch/devnet'
import { createPublicClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeMailedTo, lastMailId } from '../../cloud/test/auth-fixtures.ts'
import { authorizeAt } from '../../cloud/test/auth-oidc-provider.ts'
import { toBase58 } from '../src/keys/bytes.ts'
import { SOCIAL_CALLBACK_TYPE } from '../src/socialCallback.ts'
import {
  type CloudAndChain,
  FRAME_ORIGIN,
  fundFromDevAccount,
  openFrame,
  signedInFrame,
  startCloudAndChain,
  type TestCloud,
  type TestFrame,
} from './fixtures.ts'
import { unbase58 } from './solana-kit.ts'

let test: TestCloud
let bed: CloudAndChain
let rpcUrl: string
let mailbox = 0
const newEmail = (name: string) => `${name}${mailbox++}@example.com`

beforeAll(async () => {
  bed = await startCloudAndChain()
  ;({ test, rpcUrl } = bed)
}, 60_000)
afterAll(() => bed?.stop())

const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })

describe('email sign-in and the per-user wallet', () => {
  it('R-3.64 R-3.65 R-3.82 R-3.83 R-3.84 email start, the mailed code, verify; GET_USER gives an eoa address', async () => {
    const frame = openFrame(test)
    const email = newEmail('ada')
    // this device holds no wallet of this address yet: VERIFY_DEVICE, and CONNECT_DEVICE after the code
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    await expect(frame.call('GET_USER')).rejects.toThrow('Not signed in')
    const { code } = await codeMailedTo(test.catcher, email)
    expect(await frame.call('CONNECT_OTP', { otp: code })).toBeUndefined()
    // no wallet is made behind the user's back: GET_USER waits for CONNECT_DEVICE
    await expect(frame.call('GET_USER')).rejects.toThrow('Connect this device to your wallet')
    expect(await frame.connectDevice()).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/)
    const user = await frame.call('GET_USER')
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    await frame.close()
  })

  it('the sign-up after the code asks the cloud about the session once: its check starts when the code is accepted', async () => {
    const checks: string[] = []
    const counting: typeof globalThis.fetch = (input, init) => {
      if (String(input).includes('/v1/auth/session/check')) checks.push(String(input))
      return globalThis.fetch(input, init)
    }
    const frame = openFrame(test, { fetch: counting })
    const email = newEmail('grace')
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const { code } = await codeMailedTo(test.catcher, email)
    expect(await frame.call('CONNECT_OTP', { otp: code })).toBeUndefined()
    expect(checks).toHaveLength(1)
    expect(await frame.connectDevice()).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/)
    expect((await frame.call('GET_USER')).email).toBe(email)
    // the device step waited for the check started with CONNECT_OTP; GET_USER reused the device step's
    expect(checks).toHaveLength(1)
    await frame.close()
  })

  it('R-3.61 signing out and in again gives the same address; a second user on the device gets another and leaves the first vault alone', async () => {
    const device = openFrame(test)
    const ada = newEmail('ada')
    const bob = newEmail('bob')
    expect(await device.signIn(ada)).toBe('VERIFY_DEVICE')
    const first = (await device.call('GET_USER')).address as string
    const storage = device.window.localStorage
    const adaVault = Object.entries({ ...storage }).filter(([key]) => key.startsWith('@appkit-wallet/KEYS_'))
    // scheme v2: one key share per user (KEYS.md)
    expect(adaVault).toHaveLength(1)
    expect(Object.keys({ ...storage }).every((key) => key.startsWith('@appkit-wallet/'))).toBe(true)

    await device.call('SIGN_OUT')
    await expect(device.call('GET_USER')).rejects.toThrow('Not signed in')
    // sign-out revoked this device's token (it used to CONNECT at once): a code again, the same wallet
    expect(await device.signIn(ada)).toBe('VERIFY_OTP')
    expect((await device.call('GET_USER')).address).toBe(first)

    await device.call('SIGN_OUT')
    expect(await device.signIn(bob)).toBe('VERIFY_DEVICE')
    const second = (await device.call('GET_USER')).address as string
    expect(second).not.toBe(first)
    for (const [key, value] of adaVault) expect(storage.getItem(key)).toBe(value)

    await device.call('SIGN_OUT')
    expect(await device.signIn(ada)).toBe('VERIFY_OTP')
    expect((await device.call('GET_USER')).address).toBe(first)
    await device.close()
  })

  it('R-3.70 R-3.89 R-8.6 IS_CONNECTED follows the session: true, false after sign-out, Session Expired once it lapsed', async () => {
    const frame = openFrame(test)
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: false })
    await frame.signIn(newEmail('cy'))
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: true })
    await frame.call('SIGN_OUT')
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: false })

    await frame.signIn(newEmail('cy'))
    const clock = test.cloud.context.now
    test.cloud.context.now = () => new Date(Date.now() + 8 * 24 * 3600_000)
    try {
      await expect(frame.call('IS_CONNECTED')).rejects.toThrow('Session Expired')
      expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: false })
    } finally {
      test.cloud.context.now = clock
    }
    await frame.close()
  })

  it('R-4.7 a reload asks the cloud once: GET_USER right after a live IS_CONNECTED reuses its answer; on its own it asks', async () => {
    const email = newEmail('reload')
    const first = openFrame(test)
    await first.signIn(email)
    const { address } = await first.call('GET_USER')
    // the same frame origin's storage, as after a reload
    const checks: string[] = []
    const counting: typeof globalThis.fetch = (input, init) => {
      if (String(input).includes('/v1/auth/session/check')) checks.push('check')
      return globalThis.fetch(input, init)
    }
    const reloaded = openFrame(test, { window: first.window, fetch: counting })
    expect(await reloaded.call('IS_CONNECTED')).toEqual({ isConnected: true })
    expect((await reloaded.call('GET_USER')).address).toBe(address)
    expect(checks).toHaveLength(1)
    // the reuse is spent: the next GET_USER checks the session again
    await reloaded.call('GET_USER')
    expect(checks).toHaveLength(2)
    await reloaded.close()
    await first.close()
  })

  it('R-3.72 R-3.73 R-3.74 R-3.92 R-3.93 update email: primary code, secondary code, new email; the address stays', async () => {
    const old = newEmail('dee')
    const next = newEmail('dee-new')
    const { frame, address } = await signedInFrame(test, old)
    let before = lastMailId(test.catcher)
    expect(await frame.call('UPDATE_EMAIL', { email: next })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await codeMailedTo(test.catcher, old, before)
    before = lastMailId(test.catcher)
    await frame.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code })
    const mailed = await codeMailedTo(test.catcher, next, before)
    expect(await frame.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: mailed.code })).toEqual({ newEmail: next })
    expect(await frame.call('GET_USER')).toMatchObject({ email: next, address })
    await frame.close()
  })

  it('R-4.65 R-3.95 R-3.94 smart accounts are refused, eoa answers with the address; no smart-account networks', async () => {
    const frame = openFrame(test)
    await expect(frame.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).rejects.toThrow('Not signed in')
    await frame.signIn(newEmail('eve'))
    const { address } = await frame.call('GET_USER')
    await expect(frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not available',
    )
    expect(await frame.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address })
    expect(await frame.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] })
    await expect(frame.call('INIT_SMART_ACCOUNT')).rejects.toThrow('Smart accounts are not available')
    await frame.close()
  })

  it('R-3.63 R-3.90 the chain is kept in the frame and its RPC URL remembered', async () => {
    const frame = openFrame(test)
    expect(await frame.call('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await frame.call('SWITCH_NETWORK', { chainId: 10, rpcUrl: 'https://optimism.example' })).toEqual({
      chainId: 10,
    })
    expect(await frame.call('GET_CHAIN_ID')).toEqual({ chainId: 10 })
    expect(await frame.call('RPC_REQUEST', rpc('eth_chainId', []))).toBe('0xa')
    expect(frame.window.localStorage.getItem('@appkit-wallet/CHAIN_ID')).toBe('10')
    await frame.close()
  })
})

describe('RPC requests', () => {
  it('R-6.6 R-2.17 personal_sign waits for Approve in the frame, then the signature verifies', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('fay'), { rpcUrl })
    await frame.call('SYNC_DAPP_DATA', {
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      projectId: 'p',
      metadata: { name: 'Demo dApp', description: 'd', url: 'https://demo.example', icons: [] },
    })
    const signing = frame.call('RPC_REQUEST', rpc('personal_sign', ['Hello Latch', address]))
    await frame.card('Signature request')
    const heading = frame.document.querySelector('h1')
    expect(heading?.textContent).toBe('Signature request')
    expect(frame.document.body.textContent).toContain('Demo dApp')
    expect(frame.document.body.textContent).toContain('Hello Latch')
    await frame.press('Approve')
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address, message: 'Hello Latch', signature })).toBe(true)
    expect(frame.button('Approve')).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 eth_signTypedData_v4 is signed after approval', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('gus'), { rpcUrl })
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hi' },
    }
    const signing = frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [address, JSON.stringify(typed)]))
    await frame.press('Approve')
    const signature = (await signing) as Hex
    const { EIP712Domain: _, ...types } = typed.types
    expect(
      await verifyTypedData({
        address,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature,
      }),
    ).toBe(true)
    await frame.close()
  })

  it('R-6.7 solana_signMessage gives a base58 ed25519 signature of the message', async () => {
    const { frame } = await signedInFrame(test, newEmail('hal'), { rpcUrl })
    const wallet = frame.app.wallets.current()!
    const message = new TextEncoder().encode('Solana hello')
    const signing = frame.call('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: toBase58(message), pubkey: wallet.solanaAddress },
      chainId: 'solana:devnet',
      chainNamespace: 'solana',
    })
    await frame.card('Signature request')
    expect(frame.document.body.textContent).toContain('Solana hello')
    await frame.press('Approve')
    const { signature } = (await signing) as { signature: string }
    expect(ed25519.verify(unbase58(signature), message, wallet.solanaPublicKey)).toBe(true)
    await frame.close()
  })

  it('R-6.6 Reject, and Escape, answer User rejected the request.; nothing is signed', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('ian'), { rpcUrl })
    const rejected = frame.call('RPC_REQUEST', rpc('personal_sign', ['no', address]))
    await frame.press('Reject')
    await expect(rejected).rejects.toThrow('User rejected the request.')
    const escaped = frame.call('RPC_REQUEST', rpc('personal_sign', ['no', address]))
    await frame.card('Signature request')
    frame.document.dispatchEvent(new frame.window.KeyboardEvent('keydown', { key: 'Escape' }) as unknown as Event)
    await expect(escaped).rejects.toThrow('User rejected the request.')
    expect(frame.button('Approve')).toBeUndefined()
    await frame.close()
  })

  it('R-8.60 RPC_ABORT rejects the pending approval with Request was aborted and removes the card', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('jo'), { rpcUrl })
    const pending = frame.call('RPC_REQUEST', rpc('personal_sign', ['wait', address]))
    await frame.card('Signature request')
    expect(frame.button('Approve')).toBeDefined()
    await frame.call('RPC_ABORT')
    await expect(pending).rejects.toThrow('Request was aborted')
    expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
    await frame.close()
  })

  it('the card shows request data as text: markup in a message creates no element', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('kim'), { rpcUrl })
    const payload = '<img src=x onerror="parent.stolen=1">'
    await frame.call('SYNC_DAPP_DATA', {
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      projectId: 'p',
      metadata: { name: '<b>bold</b>', description: 'd', url: 'https://demo.example', icons: [] },
    })
    const pending = frame.call('RPC_REQUEST', rpc('personal_sign', [payload, address]))
    await frame.card('Signature request')
    expect(frame.document.querySelector('img')).toBeNull()
    expect(frame.document.querySelector('b')).toBeNull()
    expect([...frame.document.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain(payload)
    expect(frame.document.body.textContent).toContain('<b>bold</b>')
    await frame.press('Reject')
    await expect(pending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it('R-6.4 safe methods: eth_accounts and eth_chainId locally, eth_getBalance forwarded to the chain', async () => {
    const frame = openFrame(test, { rpcUrl })
    expect(await frame.call('RPC_REQUEST', rpc('eth_accounts', []))).toEqual([])
    await frame.signIn(newEmail('lee'))
    const { address } = await frame.call('GET_USER')
    expect(await frame.call('RPC_REQUEST', rpc('eth_accounts', []))).toEqual([address])
    expect(await frame.call('RPC_REQUEST', rpc('eth_chainId', []))).toBe('0x7a69')
    expect(await frame.call('RPC_REQUEST', rpc('eth_getBalance', [address, 'latest']))).toBe('0x0')
    expect(frame.button('Approve')).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 R-3.97 eth_sendTransaction: approved, filled from the chain, signed in the frame, mined', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('max'), { rpcUrl })
    const publicClient = createPublicClient({ transport: http(rpcUrl) })
    await fundFromDevAccount(rpcUrl, 7, address, '1')

    const to = DEV_ACCOUNTS[8]!.address
    const before = await publicClient.getBalance({ address: to })
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to, value: '0x16345785d8a0000' }]),
    )
    await frame.card('Transaction request')
    expect(frame.document.body.textContent).toContain('0.1 ETH')
    expect(frame.document.body.textContent).toContain(to)
    await frame.press('Approve')
    const hash = (await sending) as Hex
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await publicClient.getBalance({ address: to })).toBe(before + parseEther('0.1'))
    await frame.close()
  })
})

describe('social login', () => {
  /** GET_SOCIAL_REDIRECT_URI, the provider's login as `login`, and our callback page's message (after a forged one) */
  async function socialLogin(frame: TestFrame, login: string) {
    const { uri } = await frame.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const connecting = frame.call('CONNECT_SOCIAL', { uri })
    connecting.catch(() => undefined)
    const back = await authorizeAt(uri, login)
    const post = (origin: string, search: string) =>
      frame.window.dispatchEvent(
        new frame.window.MessageEvent('message', { data: { type: SOCIAL_CALLBACK_TYPE, search }, origin }),
      )
    // a forged answer from another origin would make the exchange fail; it must be ignored
    post('https://evil.example', `?state=${new URL(uri).searchParams.get('state')}&code=forged`)
    post(FRAME_ORIGIN, back.search)
    return connecting
  }

  it('R-3.66 R-3.68 R-3.85 R-3.88 CONNECT_SOCIAL waits for our callback page, ignores other origins, exchanges the code', async () => {
    const frame = openFrame(test)
    // a new account: the wallet comes to this device through CONNECT_DEVICE, never silently; then the page
    // asks CONNECT_SOCIAL again and the frame answers for the login that just completed
    const { uri } = await frame.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const first = frame.call('CONNECT_SOCIAL', { uri })
    const back = await authorizeAt(uri, 'sam')
    frame.window.dispatchEvent(
      new frame.window.MessageEvent('message', {
        data: { type: SOCIAL_CALLBACK_TYPE, search: back.search },
        origin: FRAME_ORIGIN,
      }),
    )
    await expect(first).rejects.toThrow('Connect this device to your wallet')
    await frame.connectDevice()
    const created = await frame.call('CONNECT_SOCIAL', { uri })
    expect(created).toMatchObject({
      email: 'sam@example.com',
      userName: expect.stringContaining('sam'),
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
    await frame.call('SIGN_OUT')
    const user = await socialLogin(frame, 'sam')
    expect(user).toMatchObject({
      email: 'sam@example.com',
      userName: expect.stringContaining('sam'),
      address: created.address,
      preferredAccountType: 'eoa',
    })
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: true })
    await frame.close()
  })

  it('login CSRF: a code the page hands over is refused, even for a state this frame started; its own callback page still finishes the login', async () => {
    const frame = openFrame(test)
    const { uri } = await frame.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    // the page opened the frame's own authorization URL elsewhere and signed in there as its own account
    const back = await authorizeAt(uri, 'mallory')
    await expect(frame.call('CONNECT_SOCIAL', { uri: back.href })).rejects.toThrow(
      "A social login finishes only on the wallet's own callback page",
    )
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: false })
    // the state is not used up: the visitor's own login, answered by the callback page, still completes
    const connecting = frame.call('CONNECT_SOCIAL', { uri })
    const own = await authorizeAt(uri, 'tia')
    frame.window.dispatchEvent(
      new frame.window.MessageEvent('message', {
        data: { type: SOCIAL_CALLBACK_TYPE, search: own.search },
        origin: FRAME_ORIGIN,
      }),
    )
    await expect(connecting).rejects.toThrow('Connect this device to your wallet')
    await frame.connectDevice()
    expect(await frame.call('GET_USER')).toMatchObject({ email: 'tia@example.com' })
    await frame.close()
  })

  it('CONNECT_SOCIAL refuses a result the frame did not start: a page cannot sign it in to an account of its choosing', async () => {
    // the attacker's own login, in the attacker's own frame: a valid state and code for the attacker's account
    const attacker = openFrame(test)
    const { uri } = await attacker.call('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    await authorizeAt(uri, 'mallory')
    const victim = openFrame(test)
    await expect(victim.call('CONNECT_SOCIAL', { uri })).rejects.toThrow('This social login was not started here')
    expect(await victim.call('IS_CONNECTED')).toEqual({ isConnected: false })
    await attacker.close()
    await victim.close()
  })
})
