// The embedded wallet's own tasks in its frame, through the frame and adapter doubles of testDoubles.ts:
// SPEC §3's connect-device step after VERIFY_DEVICE, the same step when the frame says the wallet is not on this
// device yet, export of the key, and sign-out everywhere.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter.ts'
import { ADDRESS } from '../testDevnet.ts'
import { EmbeddedWalletError } from '../errors/classes.ts'
import { DEVICE_NOT_CONNECTED, isDeviceNotConnected } from './device.ts'
import { type Handler, setup } from './testDoubles.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** a frame answer that waits until the test lets it go */
function gate() {
  let open!: () => void
  const wait = new Promise<void>((resolve) => (open = resolve))
  return { wait, open }
}

describe('connect device (SPEC §3 VERIFY_DEVICE → CONNECT_DEVICE)', () => {
  it('after VERIFY_DEVICE, the code, then CONNECT_DEVICE with the frame over ConnectDevice; then AUTH connects', async () => {
    const device = gate()
    const s = setup({
      handlers: { CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }), CONNECT_DEVICE: () => device.wait },
    })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    const submitted = s.latch.submitEmailCode('123456')
    await vi.waitFor(() => expect(s.names()).toContain('CONNECT_DEVICE'))
    expect(s.latch.getState().router.view).toBe('ConnectDevice')
    expect(s.adapter.connect).not.toHaveBeenCalled()
    device.open()
    await submitted
    expect(s.names().filter((name) => /^CONNECT_(EMAIL|OTP|DEVICE)$/.test(name))).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_OTP',
      'CONNECT_DEVICE',
    ])
    expect(s.adapter.connect).toHaveBeenCalledTimes(1)
    expect(s.latch.getState().accounts.eip155).toMatchObject({ address: ADDRESS, connectorId: 'AUTH' })
  })

  it('a known device (VERIFY_OTP) goes straight on; the frame saying the wallet is not here yet gets CONNECT_DEVICE, then connects again', async () => {
    let attempts = 0
    const s = setup({
      adapter: {
        connect: vi.fn(async (): Promise<ConnectResult> => {
          // as wagmi hands on the connector's GET_USER failure, wrapped
          if (attempts++ === 0)
            throw new Error('Connection failed', { cause: new EmbeddedWalletError('DeviceNotConnected') })
          return { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }
        }),
      },
    })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    await s.latch.submitEmailCode('123456')
    expect(s.names()).toContain('CONNECT_DEVICE')
    expect(s.adapter.connect).toHaveBeenCalledTimes(2)
    expect(s.latch.getState().accounts.eip155).toMatchObject({ address: ADDRESS })
  })

  it('a social login whose wallet is not on this device: CONNECT_DEVICE, then CONNECT_SOCIAL answers for the same login', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    vi.stubGlobal('window', { open: () => popup })
    let asked = 0
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:5176/auth?state=s1' }),
        CONNECT_SOCIAL: () => {
          if (asked++ === 0) throw new EmbeddedWalletError('DeviceNotConnected')
          return { email: 'ada@example.com', address: ADDRESS, chainId: 31337, userName: 'ada' }
        },
      },
    })
    s.latch.open()
    await s.latch.connectSocial('google')
    expect(s.names().filter((name) => name.startsWith('CONNECT_'))).toEqual([
      'CONNECT_SOCIAL',
      'CONNECT_DEVICE',
      'CONNECT_SOCIAL',
    ])
    expect(s.sent.filter((entry) => entry.name === 'CONNECT_SOCIAL').map((entry) => entry.payload)).toEqual([
      { uri: 'http://127.0.0.1:5176/auth?state=s1' },
      { uri: 'http://127.0.0.1:5176/auth?state=s1' },
    ])
    expect(s.latch.getState().embedded).toMatchObject({ socialUsername: 'ada' })
    expect(s.latch.getState().accounts.eip155).toMatchObject({ connectorId: 'AUTH' })
  })

  it("closing the modal during CONNECT_DEVICE ends the frame's card (RPC_ABORT) and the sign-in fails with its text", async () => {
    // as the frame does: its card waits until RPC_ABORT ends it
    let abort!: (error: Error) => void
    const s = setup({
      handlers: {
        CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
        CONNECT_DEVICE: () => new Promise((_resolve, reject) => (abort = reject)),
        RPC_ABORT: () => abort(new Error('Request was aborted')),
      },
    })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    const submitted = s.latch.submitEmailCode('123456')
    submitted.catch(() => undefined)
    await vi.waitFor(() => expect(s.latch.getState().router.view).toBe('ConnectDevice'))
    s.latch.close()
    await expect(submitted).rejects.toThrow('Request was aborted')
    expect(s.names()).toContain('RPC_ABORT')
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })
})

describe('the device not being connected is told by its code', () => {
  it('however deep a connector wrapped it; its text alone, or a code of another failure, is not it', () => {
    expect(
      isDeviceNotConnected(new Error('Connection failed', { cause: new EmbeddedWalletError('DeviceNotConnected') })),
    ).toBe(true)
    expect(isDeviceNotConnected(new Error(DEVICE_NOT_CONNECTED))).toBe(false)
    expect(isDeviceNotConnected(new EmbeddedWalletError('AuthInitFailed'))).toBe(false)
  })
})

describe('export private key and sign out everywhere', () => {
  async function signedIn(handlers: Record<string, Handler> = {}) {
    const s = setup({ handlers })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    await s.latch.submitEmailCode('123456')
    s.latch.open()
    return s
  }

  it('export: EXPORT_PRIVATE_KEY with the frame over ExportWallet; the page gets nothing back, and returns to Account', async () => {
    const exported = gate()
    const s = await signedIn({ EXPORT_PRIVATE_KEY: () => exported.wait })
    expect(s.latch.getState().router.view).toBe('Account')
    const exporting = s.latch.exportPrivateKey()
    await vi.waitFor(() => expect(s.names()).toContain('EXPORT_PRIVATE_KEY'))
    expect(s.latch.getState().router.view).toBe('ExportWallet')
    exported.open()
    await expect(exporting).resolves.toBeUndefined()
    expect(s.sent.find((entry) => entry.name === 'EXPORT_PRIVATE_KEY')!.payload).toBeUndefined()
    expect(s.latch.getState().router.view).toBe('Account')
  })

  it('sign out everywhere: SIGN_OUT_EVERYWHERE, then this page disconnects', async () => {
    const s = await signedIn()
    await s.latch.signOutEverywhere()
    const names = s.names()
    expect(names.indexOf('SIGN_OUT_EVERYWHERE')).toBeGreaterThan(-1)
    expect(names.indexOf('SIGN_OUT')).toBeGreaterThan(names.indexOf('SIGN_OUT_EVERYWHERE'))
    expect(s.latch.getState().accounts.eip155?.address).toBeUndefined()
  })
})
