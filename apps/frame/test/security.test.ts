// The embedded wallet's security in the frame, against the real cloud and a real anvil chain: sign-out revokes the device, a second device gets
// the same wallet only with the recovery code, every session can be ended at once, the key is exported only inside
// the frame behind a fresh code, sign-in state is kept per project, and the card shows what is signed.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeMailedTo, lastMailId, wrongCode } from '../../cloud/test/auth-fixtures.ts'
import { saveProject } from '../../cloud/src/projects/store.ts'
import { toBase58 } from '../src/keys/bytes.ts'
import { MESSAGE_IS_TRANSACTION } from '../src/frame/solanaRequests.ts'
import {
  type CloudAndChain,
  fundFromDevAccount,
  openFrame,
  PAGE_ORIGIN,
  PROJECT_ID,
  recoveryCodes,
  signedInFrame,
  startCloudAndChain,
  type TestCloud,
} from './fixtures.ts'
import { addressOf, buildTransaction, fakeAddress, transferInstruction, wire } from './solana-kit.ts'

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

const rpc = (method: string, params: unknown, chainId: number | string = 31337) => ({
  method,
  params,
  chainId,
  chainNamespace: 'eip155' as const,
})
const detailsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])

describe('sign-out and sessions', () => {
  it('sign-out revokes the device token in storage and at the server: the next person at this browser typing the same email gets a code, not the wallet', async () => {
    const email = newEmail('shared')
    const { frame } = await signedInFrame(test, email)
    const deviceKey = `@appkit-wallet/DEVICE_TOKEN:${PROJECT_ID}`
    const deviceToken = frame.window.localStorage.getItem(deviceKey)
    expect(deviceToken).toMatch(/^[\w-]{43}$/)
    await frame.call('SIGN_OUT')
    expect(frame.window.localStorage.getItem(deviceKey)).toBeNull()
    const before = lastMailId(test.catcher)
    expect(await frame.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await codeMailedTo(test.catcher, email, before)
    await expect(frame.call('GET_USER')).rejects.toThrow('Not signed in')
    // the revoked token, put back by hand (a copy of the profile), does not sign in either
    frame.window.localStorage.setItem(deviceKey, deviceToken!)
    const clock = test.cloud.context.now
    test.cloud.context.now = () => new Date(Date.now() + 31_000)
    try {
      expect(await frame.call('CONNECT_EMAIL', { email })).not.toEqual({ action: 'CONNECT' })
      await expect(frame.call('GET_USER')).rejects.toThrow('Not signed in')
    } finally {
      test.cloud.context.now = clock
    }
    await frame.close()
  })

  it('sign out everywhere ends the session of every device and revokes their device tokens', async () => {
    const email = newEmail('everywhere')
    const { frame: laptop, address } = await signedInFrame(test, email)
    const phone = openFrame(test)
    const clock = test.cloud.context.now
    test.cloud.context.now = () => new Date(Date.now() + 31_000)
    try {
      expect(await phone.signIn(email)).toBe('VERIFY_DEVICE')
      expect((await phone.call('GET_USER')).address).toBe(address)
      await phone.call('SIGN_OUT_EVERYWHERE')
      expect(await laptop.call('IS_CONNECTED')).toEqual({ isConnected: false })
      expect(await phone.call('IS_CONNECTED')).toEqual({ isConnected: false })
      expect(laptop.window.localStorage.getItem(`@appkit-wallet/SESSION_TOKEN:${PROJECT_ID}`)).toBeNull()
      test.cloud.context.now = () => new Date(Date.now() + 62_000)
      // the laptop's device token was revoked too: a code, not a code-less CONNECT
      expect(await laptop.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    } finally {
      test.cloud.context.now = clock
    }
    await laptop.close()
    await phone.close()
  })

  it('sign-in state is kept per project: a page that loads the frame under another project finds no session or device token', async () => {
    const email = newEmail('project')
    const { frame } = await signedInFrame(test, email)
    await saveProject(test.cloud.context.db, {
      id: 'other-frame-project',
      name: 'Other',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
    const other = openFrame(test, { window: frame.window, projectId: 'other-frame-project' })
    expect(await other.call('IS_CONNECTED')).toEqual({ isConnected: false })
    // the other project's page types the user's email: a code is mailed, nobody is signed in
    expect((await other.call('CONNECT_EMAIL', { email })).action).not.toBe('CONNECT')
    await expect(other.call('GET_USER')).rejects.toThrow('Not signed in')
    expect(await frame.call('IS_CONNECTED')).toEqual({ isConnected: true })
    await other.close()
    await frame.close()
  })
})

describe('one wallet per user, on every device', () => {
  it('a second device gets the same wallet through VERIFY_DEVICE and CONNECT_DEVICE with the recovery code; a wrong code opens nothing', async () => {
    const email = newEmail('second')
    const { frame: first, address } = await signedInFrame(test, email)
    const code = recoveryCodes.get(email)!
    const second = openFrame(test)
    const clock = test.cloud.context.now
    test.cloud.context.now = () => new Date(Date.now() + 31_000)
    try {
      const before = lastMailId(test.catcher)
      expect(await second.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
      await second.call('CONNECT_OTP', { otp: (await codeMailedTo(test.catcher, email, before)).code })
      // never a second wallet behind the user's back
      await expect(second.call('GET_USER')).rejects.toThrow('Connect this device to your wallet')
      const connecting = second.call('CONNECT_DEVICE')
      const card = await second.card('Connect this device')
      const input = card.querySelector('input')!
      expect(card.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Recovery code')
      input.value = '00000-00000-00000-00000-00000'
      await second.press('Connect')
      await expect
        .poll(() => card.querySelector('[role="alert"]')?.textContent)
        .toBe('That recovery code does not open this wallet')
      input.value = code.toLowerCase().replace(/-/g, ' ')
      await second.press('Connect')
      await connecting
      expect((await second.call('GET_USER')).address).toBe(address)
      expect((await first.call('GET_USER')).address).toBe(address)
      // the server still records the one wallet
      const rows = await test.cloud.context.db.selectFrom('auth_wallets').select('evm_address').execute()
      expect(rows.filter((row) => row.evm_address === address)).toHaveLength(1)
    } finally {
      test.cloud.context.now = clock
    }
    await first.close()
    await second.close()
  })

  it('an email change ends the session on the other device', async () => {
    const old = newEmail('mover')
    const { frame: first } = await signedInFrame(test, old)
    const second = openFrame(test)
    const clock = test.cloud.context.now
    test.cloud.context.now = () => new Date(Date.now() + 31_000)
    try {
      await second.signIn(old)
      const next = newEmail('moved')
      let before = lastMailId(test.catcher)
      await first.call('UPDATE_EMAIL', { email: next })
      const primary = await codeMailedTo(test.catcher, old, before)
      before = lastMailId(test.catcher)
      await first.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code })
      expect(
        await first.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: (await codeMailedTo(test.catcher, next, before)).code }),
      ).toEqual({ newEmail: next })
      expect(await second.call('IS_CONNECTED')).toEqual({ isConnected: false })
      expect(await first.call('GET_USER')).toMatchObject({ email: next })
    } finally {
      test.cloud.context.now = clock
    }
    await first.close()
    await second.close()
  })
})

describe('export private key', () => {
  it('a code to the email is the fresh proof; the key is shown in the frame only, and the page gets nothing', async () => {
    const email = newEmail('export')
    const { frame, address } = await signedInFrame(test, email)
    const before = lastMailId(test.catcher)
    const exporting = frame.call('EXPORT_PRIVATE_KEY')
    const card = await frame.card('Export private key')
    const { code, message } = await codeMailedTo(test.catcher, email, before)
    expect(message.text).toContain('export the private key')
    expect(card.textContent).toContain(`Enter the code we sent to ${email}.`)
    card.querySelector('input')!.value = wrongCode(code)
    await frame.press('Show private key')
    await expect.poll(() => card.querySelector('[role="alert"]')?.textContent).toBe('Invalid or expired code')
    card.querySelector('input')!.value = code
    await frame.press('Show private key')
    const keys = await frame.card('Your private key')
    const [evmLabel, evmKey] = detailsOf(keys)[0]!
    expect(evmLabel).toBe('EVM private key')
    expect(privateKeyToAddress(evmKey as `0x${string}`)).toBe(address)
    await frame.press('Done')
    expect(await exporting).toBeUndefined()
    await frame.close()
  })
})

describe('what the card shows, and what is refused before it', () => {
  it('the card names the verified page origin; a transaction shows its chain and maximum fee', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('fee'), { rpcUrl })
    await fundFromDevAccount(rpcUrl, 6, address, '1')
    await frame.call('SYNC_DAPP_DATA', {
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      projectId: 'p',
      metadata: { name: 'Demo dApp', description: 'd', url: 'https://demo.example', icons: [] },
    })
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: DEV_ACCOUNTS[8]!.address, value: '0x1' }]),
    )
    const card = await frame.card('Transaction request')
    expect(card.querySelector('.latch-approval-name')?.textContent).toBe('Demo dApp')
    expect(card.querySelector('.latch-approval-origin')?.textContent).toBe(PAGE_ORIGIN)
    const details = Object.fromEntries(detailsOf(card))
    expect(details.Chain).toBe('31337')
    expect(details['Maximum fee']).toMatch(/^0\.\d+ ETH$/)
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it("an RPC endpoint on another chain than the request's is refused, and a transaction's own chainId is honoured", async () => {
    const { frame, address } = await signedInFrame(test, newEmail('chain'), { rpcUrl })
    // the page says chain 1 but hands the frame an endpoint of chain 31337
    await expect(
      frame.call('RPC_REQUEST', {
        ...rpc('eth_sendTransaction', [{ from: address, to: address, value: '0x1' }], 1),
        rpcUrl,
      }),
    ).rejects.toThrow('The RPC endpoint is on chain 31337, not chain 1')
    await expect(
      frame.call(
        'RPC_REQUEST',
        rpc('eth_sendTransaction', [{ from: address, to: address, value: '0x1', chainId: '0xa' }]),
      ),
    ).rejects.toThrow('Switch to chain 10 first')
    // a page that switches the frame to chain 1 with chain 31337's endpoint
    await frame.call('SWITCH_NETWORK', { chainId: 1, rpcUrl })
    await expect(
      frame.call(
        'RPC_REQUEST',
        rpc(
          'wallet_sendCalls',
          [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to: address, value: '0x1' }] }],
          1,
        ),
      ),
    ).rejects.toThrow('The RPC endpoint is on chain 31337, not chain 1')
    expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
    await frame.close()
  })

  it('typed data shows its domain (name, chain, verifying contract); typed data for another chain is refused', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('typed'), { rpcUrl })
    const typed = (chainId: number) =>
      JSON.stringify({
        domain: { name: 'Permit2', chainId, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
        types: { EIP712Domain: [], Permit: [{ name: 'amount', type: 'uint256' }] },
        primaryType: 'Permit',
        message: { amount: '1' },
      })
    await expect(frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [address, typed(1)]))).rejects.toThrow(
      'Switch to chain 1 first',
    )
    const signing = frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [address, typed(31337)]))
    const details = Object.fromEntries(detailsOf(await frame.card('Signature request')))
    expect(details).toMatchObject({
      Domain: 'Permit2',
      Chain: '31337',
      'Verifying contract': '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    })
    await frame.press('Reject')
    await expect(signing).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it('solana_signMessage refuses bytes that are a Solana transaction or its message', async () => {
    const { frame } = await signedInFrame(test, newEmail('solmsg'), { rpcUrl })
    const wallet = frame.app.wallets.current()!
    const me = addressOf(wallet.solanaPublicKey)
    const transaction = wire(
      buildTransaction({
        version: 'legacy',
        feePayer: me,
        instructions: [transferInstruction(me, fakeAddress(4), 1n)],
      }),
    )
    const message = transaction.subarray(65)
    for (const bytes of [transaction, message]) {
      await expect(
        frame.call('RPC_REQUEST', {
          method: 'solana_signMessage',
          params: { message: toBase58(bytes), pubkey: wallet.solanaAddress },
          chainId: 'solana:devnet',
          chainNamespace: 'solana',
        }),
      ).rejects.toThrow(MESSAGE_IS_TRANSACTION)
    }
    expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
    await frame.close()
  })
})
