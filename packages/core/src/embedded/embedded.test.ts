// The embedded wallet in createLatch, through its two boundaries: a frame double (what @latch/frame's page half
// returns) and an adapter double standing in for @latch/evm's AUTH connector (both in testDoubles.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter.ts'
import { authDisplayName } from '../authName.ts'
import { memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import { POPUP_CLOSED_GRACE_MS } from './social.ts'
import { ADDRESS, devnet } from '../testDevnet.ts'
import { TX_HASH } from '../testDoubles.ts'
import { setup } from './testDoubles.ts'

async function loginByEmail(s: ReturnType<typeof setup>, email = 'ada@example.com') {
  s.latch.open()
  await s.latch.connectEmail(email)
  await s.latch.submitEmailCode('123456')
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the AUTH connector', () => {
  it('R-3.3 is listed as Email (id AUTH) when an embedded wallet is configured, and not otherwise', () => {
    expect(setup().latch.getState().connectors).toContainEqual({
      id: 'AUTH',
      name: 'Email',
      type: 'AUTH',
      chain: 'eip155',
    })
    const { latch } = setup({ latch: { embeddedWallet: undefined } })
    expect(latch.getState().connectors.some((connector) => connector.id === 'AUTH')).toBe(false)
  })

  it('stays listed when the adapter reports its own connectors', () => {
    const { latch, context } = setup()
    context().emit('connectors', {
      connectors: [{ id: 'latch.test', name: 'Test', type: 'ANNOUNCED', chain: 'eip155' }],
    })
    expect(latch.getState().connectors.map((connector) => connector.id)).toEqual(['AUTH', 'latch.test'])
  })

  it('gives adapters one shared frame load with the project and the active network', async () => {
    const { context, wallet } = setup()
    const [a, b] = await Promise.all([context().embedded!(), context().embedded!()])
    expect(a).toBe(b)
    expect(wallet.load).toHaveBeenCalledTimes(1)
    expect(vi.mocked(wallet.load).mock.calls[0]![1]).toEqual({
      projectId: 'project-1',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('syncs the dApp data and the theme once the frame is up', async () => {
    const s = setup({ latch: { themeMode: 'light' } })
    await s.context().embedded!()
    await vi.waitFor(() => expect(s.names()).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'SYNC_LOCALE']))
    expect(s.sent[0]!.payload).toMatchObject({ sdkType: 'latch-react', projectId: 'project-1' })
    expect(s.sent[1]!.payload).toMatchObject({ themeMode: 'light' })
    expect(s.sent[2]!.payload).toEqual({ locale: 'en' })
  })

  it("sends the modal's language to a loaded frame when it changes, once per change", async () => {
    const s = setup()
    await s.context().embedded!()
    await vi.waitFor(() => expect(s.names()).toContain('SYNC_LOCALE'))
    s.latch.setLocale('de-AT')
    s.latch.setLocale('de')
    await vi.waitFor(() => expect(s.names().filter((name) => name === 'SYNC_LOCALE')).toHaveLength(2))
    expect(s.sent.at(-1)!.payload).toEqual({ locale: 'de' })
  })
})

describe('email login', () => {
  it('R-5.1 an invalid email is refused before the frame is asked', async () => {
    const s = setup()
    await expect(s.latch.connectEmail('not-an-email')).rejects.toThrow('Invalid email')
    expect(s.names()).not.toContain('CONNECT_EMAIL')
  })

  it('R-4.14 starting records the time; the code step shows EmailLogin with the email', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const s = setup()
    s.latch.open()
    await s.latch.connectEmail(' ada@example.com ')
    expect(s.storage.getItem(FEATURE_STORAGE_KEYS.lastEmailLoginTime)).toBe('1000000')
    expect(s.sent.find((entry) => entry.name === 'CONNECT_EMAIL')!.payload).toEqual({ email: 'ada@example.com' })
    expect(s.latch.getState().router.view).toBe('EmailLogin')
    expect(s.latch.getState().embedded).toMatchObject({ email: 'ada@example.com', emailAction: 'VERIFY_OTP' })
  })

  it('R-4.19 R-5.2 a second start within 30 s gives the rounded-up seconds left', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const s = setup()
    await s.latch.connectEmail('ada@example.com')
    vi.setSystemTime(1_000_000 + 10_500)
    await expect(s.latch.resendEmailCode()).rejects.toThrow('Please try again after 20 seconds')
    vi.setSystemTime(1_000_000 + 30_000)
    await expect(s.latch.resendEmailCode()).resolves.toBeUndefined()
  })

  it('a new device gets the code step first; CONNECT_DEVICE waits for the code (device.test.ts)', async () => {
    const s = setup({ handlers: { CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }) } })
    await s.latch.connectEmail('ada@example.com')
    expect(s.names()).not.toContain('CONNECT_DEVICE')
    expect(s.latch.getState().router.view).toBe('EmailLogin')
  })

  it('R-4.15 R-4.16 R-3.14 R-3.15 a code connects AUTH: email and flag stored, time cleared, account has the user', async () => {
    const s = setup()
    await loginByEmail(s)
    expect(s.sent.find((entry) => entry.name === 'CONNECT_OTP')!.payload).toEqual({ otp: '123456' })
    expect(s.storage.getItem(STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(s.storage.getItem(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(s.storage.getItem(FEATURE_STORAGE_KEYS.lastEmailLoginTime)).toBeNull()
    expect(s.adapter.connect).toHaveBeenCalledWith({ connectorId: 'AUTH', network: devnet })
    const account = s.latch.getState().accounts.eip155!
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      connectorId: 'AUTH',
      user: { email: 'ada@example.com' },
      authProvider: 'email',
      accountType: 'eoa',
    })
    expect(s.latch.getState().recentWallets[0]).toMatchObject({ id: 'AUTH' })
    expect(s.latch.getState().open).toBe(false)
  })

  it('R-4.2 connecting stays on EmailLogin with loading on while the embedded wallet syncs, never ConnectingExternal', async () => {
    let finish: (result: ConnectResult) => void = () => {}
    const s = setup({ adapter: { connect: vi.fn(() => new Promise<ConnectResult>((resolve) => (finish = resolve))) } })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    const submitted = s.latch.submitEmailCode('123456')
    await vi.waitFor(() => expect(s.adapter.connect).toHaveBeenCalled())
    expect(s.latch.getState()).toMatchObject({ loading: true, router: { view: 'EmailLogin' } })
    finish({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await submitted
    expect(s.latch.getState().loading).toBe(false)
  })

  it("a wrong code rejects with the frame's text and connects nothing", async () => {
    const s = setup({
      handlers: {
        CONNECT_OTP: () => {
          throw new Error('Invalid or expired code')
        },
      },
    })
    await s.latch.connectEmail('ada@example.com')
    await expect(s.latch.submitEmailCode('000000')).rejects.toThrow('Invalid or expired code')
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  it('an action CONNECT connects at once', async () => {
    const s = setup({ handlers: { CONNECT_EMAIL: () => ({ action: 'CONNECT' }) } })
    await s.latch.connectEmail('ada@example.com')
    expect(s.names()).not.toContain('CONNECT_OTP')
    expect(s.latch.getState().accounts.eip155?.connectorId).toBe('AUTH')
  })

  it('R-4.65 a refused smart-account preference leaves the account an eoa', async () => {
    const s = setup()
    await loginByEmail(s)
    await vi.waitFor(() => expect(s.names()).toContain('SET_PREFERRED_ACCOUNT'))
    expect(s.sent.find((entry) => entry.name === 'SET_PREFERRED_ACCOUNT')!.payload).toEqual({ type: 'smartAccount' })
    expect(s.latch.getState().accounts.eip155?.accountType).toBe('eoa')
  })

  it('R-3.16 R-6.3 the embedded account is a smart account (eip155 default) or an eoa, switched both ways and stored', async () => {
    const s = setup({
      handlers: { SET_PREFERRED_ACCOUNT: () => undefined, INIT_SMART_ACCOUNT: () => ({ isDeployed: false }) },
    })
    await loginByEmail(s)
    const accountType = () => s.latch.getState().accounts.eip155?.accountType
    await vi.waitFor(() => expect(accountType()).toBe('smartAccount'))
    expect(s.latch.getState().accounts.eip155?.isSmartAccountDeployed).toBe(false)
    await expect(s.latch.switchAccountType('eoa')).resolves.toBe('eoa')
    expect(accountType()).toBe('eoa')
    expect(JSON.parse(s.storage.getItem(FEATURE_STORAGE_KEYS.preferredAccountTypes) ?? '{}')).toEqual({ eip155: 'eoa' })
    await expect(s.latch.switchAccountType('smartAccount')).resolves.toBe('smartAccount')
    expect(accountType()).toBe('smartAccount')
    expect(s.sent.filter((entry) => entry.name === 'SET_PREFERRED_ACCOUNT').map((entry) => entry.payload)).toEqual([
      { type: 'smartAccount' },
      { type: 'eoa' },
      { type: 'smartAccount' },
    ])
  })

  it("leaving the smart account for the EOA waits on the frame's card in ApproveTransaction; a refusal keeps the smart account", async () => {
    let decide: (approved: boolean) => void = () => {}
    const s = setup({
      handlers: {
        INIT_SMART_ACCOUNT: () => ({ isDeployed: false }),
        SET_PREFERRED_ACCOUNT: ({ type }: { type: string }) =>
          type === 'smartAccount'
            ? undefined
            : new Promise(
                (resolve, reject) =>
                  (decide = (approved) =>
                    approved ? resolve(undefined) : reject(new Error('User rejected the request.'))),
              ),
      },
    })
    await loginByEmail(s)
    const accountType = () => s.latch.getState().accounts.eip155?.accountType
    await vi.waitFor(() => expect(accountType()).toBe('smartAccount'))
    s.latch.open()
    const refused = s.latch.switchAccountType('eoa')
    await vi.waitFor(() => expect(s.latch.getState().router.view).toBe('ApproveTransaction'))
    decide(false)
    await expect(refused).resolves.toBe('smartAccount')
    expect(accountType()).toBe('smartAccount')
    expect(JSON.parse(s.storage.getItem(FEATURE_STORAGE_KEYS.preferredAccountTypes) ?? '{}').eip155).not.toBe('eoa')
    s.latch.open()
    const approved = s.latch.switchAccountType('eoa')
    await vi.waitFor(() => expect(s.latch.getState().router.view).toBe('ApproveTransaction'))
    decide(true)
    await expect(approved).resolves.toBe('eoa')
    expect(accountType()).toBe('eoa')
  })

  it('R-5.43 R-5.44 the display name is the email, shortened past 30 characters', async () => {
    const s = setup()
    await loginByEmail(s, 'a.very.long.address.indeed@example.com')
    expect(authDisplayName(s.latch.getState().embedded)).toBe('a.very.long.address.indeed@example....')
  })
})

describe('update email', () => {
  it('asks the current address code, then the new one, then stores the new email', async () => {
    const s = setup({
      handlers: {
        UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
        UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'grace@example.com' }),
      },
    })
    await loginByEmail(s)
    await expect(s.latch.startUpdateEmail('bad')).rejects.toThrow('Invalid email')
    await s.latch.startUpdateEmail('grace@example.com')
    expect(s.latch.getState().embedded.updateEmail).toEqual({ step: 'primary', newEmail: 'grace@example.com' })
    await s.latch.submitUpdateEmailCode('111111')
    expect(s.latch.getState().embedded.updateEmail).toEqual({ step: 'secondary', newEmail: 'grace@example.com' })
    await s.latch.submitUpdateEmailCode('222222')
    expect(s.names().filter((name) => name.startsWith('UPDATE_EMAIL'))).toEqual([
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
    expect(s.latch.getState().embedded).toMatchObject({ email: 'grace@example.com', updateEmail: undefined })
    expect(authDisplayName(s.latch.getState().embedded)).toBe('grace@example.com')
    expect(s.latch.getState().accounts.eip155?.user?.email).toBe('grace@example.com')
    expect(s.storage.getItem(STORAGE_KEYS.email)).toBe('grace@example.com')
    expect(s.latch.getState().toast).toEqual({ message: 'Email updated', variant: 'success', text: 'emailUpdated' })
  })
})

describe('social login', () => {
  function popupDouble() {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: '' } }
    return popup
  }

  it('opens the popup first, without noopener, then gets the uri, sends CONNECT_SOCIAL and connects AUTH', async () => {
    const popup = popupDouble()
    const open = vi.fn(() => popup)
    vi.stubGlobal('window', { open })
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:5176/auth?state=s1' }),
        CONNECT_SOCIAL: () => ({ email: 'ada@example.com', address: ADDRESS, chainId: 31337, userName: 'ada0' }),
      },
    })
    s.latch.open()
    const connected = s.latch.connectSocial('discord')
    // synchronously, inside the click
    expect(open).toHaveBeenCalledWith('', 'latch-social', 'width=500,height=600')
    expect(s.latch.getState().router).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'discord' } })
    await connected
    expect(popup.location.href).toBe('http://127.0.0.1:5176/auth?state=s1')
    expect(s.sent.find((entry) => entry.name === 'GET_SOCIAL_REDIRECT_URI')!.payload).toEqual({ provider: 'discord' })
    expect(s.sent.find((entry) => entry.name === 'CONNECT_SOCIAL')!.payload).toEqual({
      uri: 'http://127.0.0.1:5176/auth?state=s1',
    })
    expect(s.storage.getItem(STORAGE_KEYS.socialProvider)).toBe('discord')
    expect(s.storage.getItem(STORAGE_KEYS.socialUsername)).toBe('ada0')
    // R-5.41 R-5.42 the social username, a discord one without its trailing 0
    expect(authDisplayName(s.latch.getState().embedded)).toBe('ada')
    expect(s.latch.getState().accounts.eip155).toMatchObject({
      connectorId: 'AUTH',
      authProvider: 'discord',
      user: { username: 'ada0' },
    })
    // the embedded wallet's info carries the social provider
    expect(s.latch.getState().connectedWalletInfo).toMatchObject({ name: 'Email', social: 'discord' })
  })

  it("R-8.34 a frame that gives no uri: 'Failed to initiate social connection', shown in ConnectingSocial", async () => {
    const popup = popupDouble()
    vi.stubGlobal('window', { open: () => popup })
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => {
          throw new Error('Unknown provider')
        },
      },
    })
    await expect(s.latch.connectSocial('google')).rejects.toThrow('Failed to initiate social connection')
    expect(s.latch.getState().connectError?.message).toBe('Failed to initiate social connection')
    expect(popup.close).toHaveBeenCalled()
  })

  it("R-8.30 closing the modal during a social login aborts the frame's wait and ends it with Modal closed", async () => {
    const popup = popupDouble()
    vi.stubGlobal('window', { open: () => popup })
    let abortPending: () => void = () => {}
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:5176/auth?state=s1' }),
        CONNECT_SOCIAL: () =>
          new Promise((_resolve, reject) => (abortPending = () => reject(new Error('Request was aborted')))),
      },
    })
    // as the frame client does: abort() rejects what is pending
    vi.mocked(s.frame.abort).mockImplementation(() => abortPending())
    s.latch.open()
    const attempt = s.latch.connectSocial('google')
    await vi.waitFor(() => expect(s.names()).toContain('CONNECT_SOCIAL'))
    s.latch.close()
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(popup.close).toHaveBeenCalled()
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  /** a Google login whose pop-up opens and whose provider never answers (fake timers) */
  function socialLoginNeverAnswered() {
    vi.useFakeTimers()
    const popup = popupDouble()
    vi.stubGlobal('window', { open: () => popup })
    const s = setup({
      handlers: {
        GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:5176/auth?state=s1' }),
        CONNECT_SOCIAL: () => new Promise(() => {}),
      },
    })
    return { popup, s }
  }

  it("R-8.32 a popup closed before success gives 'Popup closed' after the grace period", async () => {
    const { popup, s } = socialLoginNeverAnswered()
    const outcome = s.latch.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(1000)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500 + POPUP_CLOSED_GRACE_MS - 1)
    expect(s.latch.getState().connectError).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('Popup closed')
    expect(s.latch.getState().connectError?.message).toBe('Popup closed')
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  it("R-8.32 a social attempt that fails after the visitor moved on leaves the next view's state alone", async () => {
    const { popup, s } = socialLoginNeverAnswered()
    const outcome = s.latch.connectSocial('google').catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(1000)
    popup.closed = true
    // the visitor goes back and picks another way in before the closed popup's grace period ends
    s.latch.navigate('ConnectingFarcaster')
    await vi.advanceTimersByTimeAsync(500 + POPUP_CLOSED_GRACE_MS)
    expect(await outcome).toBe('Popup closed')
    expect(s.latch.getState().connectError).toBeUndefined()
  })
})

describe('result_uri on load (Telegram mini-app flow)', () => {
  function stubPage(href: string) {
    const replaceState = vi.fn()
    vi.stubGlobal('location', { href })
    vi.stubGlobal('history', { state: { keep: 1 }, replaceState })
    return replaceState
  }

  it('R-2.21 R-2.22 is read, removed keeping the other parameters and the hash, sent as CONNECT_SOCIAL, then AUTH connects', async () => {
    const uri = 'http://localhost:5175/social-callback.html?state=s1&code=c1'
    const replaceState = stubPage(`http://127.0.0.1:5173/app?a=1&result_uri=${encodeURIComponent(uri)}&b=2#top`)
    const s = setup({
      handlers: { CONNECT_SOCIAL: () => ({ email: 'ada@example.com', address: ADDRESS, chainId: 31337 }) },
    })
    expect(replaceState).toHaveBeenCalledWith({ keep: 1 }, '', '/app?a=1&b=2#top')
    await vi.waitFor(() => expect(s.latch.getState().accounts.eip155?.connectorId).toBe('AUTH'))
    expect(s.sent.find((entry) => entry.name === 'CONNECT_SOCIAL')!.payload).toEqual({ uri })
    expect(s.latch.getState().loading).toBe(false)
  })

  it('R-8.57 a failure turns loading off and is logged', async () => {
    stubPage('http://127.0.0.1:5173/?result_uri=x')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = setup({
      handlers: {
        CONNECT_SOCIAL: () => {
          throw new Error('Invalid state')
        },
      },
    })
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    expect(s.latch.getState().loading).toBe(false)
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  it('a page without result_uri sends nothing and keeps its address', () => {
    const replaceState = stubPage('http://127.0.0.1:5173/?a=1')
    const s = setup()
    expect(replaceState).not.toHaveBeenCalled()
    expect(s.wallet.load).not.toHaveBeenCalled()
  })
})

describe('reconnect and disconnect', () => {
  function storedAuth() {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
    storage.setItem(STORAGE_KEYS.connectedNamespaces, 'eip155')
    storage.setItem(FEATURE_STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'AUTH' }))
    storage.setItem(STORAGE_KEYS.email, 'ada@example.com')
    storage.setItem(FEATURE_STORAGE_KEYS.emailLoginUsed, 'true')
    return storage
  }

  it('restores the stored login into state.embedded', () => {
    const { latch } = setup({ storage: storedAuth() })
    expect(latch.getState().embedded).toMatchObject({ email: 'ada@example.com', approving: false })
    expect(authDisplayName(latch.getState().embedded)).toBe('ada@example.com')
  })

  it('R-4.7 R-4.18 a negative session check: disconnected and the login data deleted', async () => {
    const storage = storedAuth()
    const s = setup({ storage, handlers: { IS_CONNECTED: () => ({ isConnected: false }) } })
    expect(s.latch.getState().accounts.eip155?.status).toBe('connecting')
    await vi.waitFor(() => expect(s.latch.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(storage.getItem(STORAGE_KEYS.email)).toBeNull()
    expect(storage.getItem(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBeNull()
    expect(s.latch.getState().embedded.email).toBeUndefined()
    // the account says why: the session ended (revoked elsewhere, or expired)
    expect(s.latch.getState().accounts.eip155?.statusReason).toBe('sessionEnded')
  })

  it('R-4.7 R-4.17 a failed session check does the same', async () => {
    const storage = storedAuth()
    const s = setup({
      storage,
      handlers: {
        IS_CONNECTED: () => {
          throw new Error('Session Expired')
        },
      },
    })
    await vi.waitFor(() => expect(s.latch.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(storage.getItem(STORAGE_KEYS.email)).toBeNull()
  })

  it('a live session keeps the login and the reconnect going', async () => {
    const storage = storedAuth()
    const s = setup({ storage })
    await vi.waitFor(() => expect(s.names()).toContain('IS_CONNECTED'))
    await Promise.resolve()
    expect(s.latch.getState().accounts.eip155?.status).toBe('connecting')
    expect(storage.getItem(STORAGE_KEYS.email)).toBe('ada@example.com')
  })

  it('disconnecting AUTH sends SIGN_OUT, waits at most 3 s, deletes the login data and spans all namespaces', async () => {
    vi.useFakeTimers()
    const s = setup({ handlers: { SIGN_OUT: () => new Promise(() => {}) } })
    await loginByEmail(s)
    const done = s.latch.disconnect()
    await vi.advanceTimersByTimeAsync(2999)
    expect(s.names()).toContain('SIGN_OUT')
    expect(s.latch.getState().accounts.eip155?.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(s.latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(s.storage.getItem(STORAGE_KEYS.email)).toBeNull()
    expect(s.storage.getItem(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBeNull()
    expect(s.latch.getState().embedded).toEqual({ approving: false })
  })

  it('R-8.25 R-8.26 R-8.3 R-8.55 a frame that fails to load: logged, APKT003 once, the text shows, AUTH is disconnected and the modal resets to Connect', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = setup({
      storage: storedAuth(),
      load: vi.fn(async () => {
        throw new Error('iframe_load_failed')
      }),
    })
    await vi.waitFor(() => expect(s.latch.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(s.latch.getState().accounts.eip155?.statusReason).toBe('frameUnreachable')
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('failed to start'),
      expect.objectContaining({ message: 'iframe_load_failed' }),
    )
    expect(s.latch.getState().alert).toMatchObject({ code: 'APKT003', title: 'Network Error' })
    s.latch.dismissAlert()
    expect(s.latch.getState().toast).toEqual({
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
      text: 'authInitFailed',
    })
    s.latch.open({ view: 'EmailLogin' })
    await expect(s.latch.connectEmail('grace@example.com')).rejects.toThrow(
      'A problem occurred while trying initialize authentication',
    )
    expect(s.latch.getState().router).toMatchObject({ view: 'Connect', history: ['Connect'] })
    // shown once, however many loads fail
    expect(s.latch.getState().alert).toBeUndefined()
  })

  it('R-8.4 R-8.64 a frame request not answered in time alerts Wallet Request Timeout', async () => {
    const s = setup()
    await s.context().embedded!()
    s.hooks().alert('iframe_request_timeout')
    expect(s.latch.getState().alert).toMatchObject({ code: 'APKT004', title: 'Wallet Request Timeout' })
  })
})

describe('approvals', () => {
  async function connected() {
    const s = setup()
    await loginByEmail(s)
    await s.context().embedded!()
    vi.mocked(s.frame.abort).mockClear()
    return s
  }

  it('R-2.17 an unsafe request opens the modal on ApproveTransaction; R-4.58 R-4.57 success closes it and refreshes the balance', async () => {
    const s = await connected()
    vi.mocked(s.adapter.getBalance).mockClear()
    s.hooks().approvalNeeded()
    expect(s.latch.getState()).toMatchObject({
      open: true,
      router: { view: 'ApproveTransaction' },
      embedded: { approving: true },
    })
    s.hooks().approvalDone('success')
    expect(s.latch.getState()).toMatchObject({ open: false, embedded: { approving: false } })
    await vi.waitFor(() => expect(s.adapter.getBalance).toHaveBeenCalled())
    expect(s.frame.abort).not.toHaveBeenCalled()
  })

  /** a send from the Send view, whose wallet asks the frame for approval (as the frame's eth_sendTransaction does) */
  async function sendFromSendView(s: Awaited<ReturnType<typeof connected>>) {
    let answer: (outcome: 'success' | 'error') => void = () => {}
    vi.mocked(s.adapter.sendTransaction).mockImplementation(
      () =>
        new Promise((resolve, reject) => {
          s.hooks().approvalNeeded()
          answer = (outcome) => {
            s.hooks().approvalDone(outcome)
            if (outcome === 'success') resolve(TX_HASH)
            else reject(new Error('Transaction rejected'))
          }
        }),
    )
    s.latch.open()
    s.latch.navigate('Send')
    const sent = s.latch.send({ receiver: ADDRESS, amount: '0.1', token: { symbol: 'ETH', decimals: 18 } })
    await vi.waitFor(() => expect(s.adapter.sendTransaction).toHaveBeenCalled())
    return { sent, answer: (outcome: 'success' | 'error') => answer(outcome) }
  }

  it('R-2.18 a send from the open modal is on the transaction stack, so the approval is redirected to; R-4.56 an error pops back to Send', async () => {
    const s = await connected()
    const { sent, answer } = await sendFromSendView(s)
    expect(s.latch.getState().router).toMatchObject({
      view: 'ApproveTransaction',
      history: ['Account', 'Send', 'ApproveTransaction'],
      transactionStack: [{ view: 'Send' }],
    })
    vi.mocked(s.adapter.getBalance).mockClear()
    answer('error')
    await expect(sent).rejects.toThrow('Transaction rejected')
    expect(s.latch.getState()).toMatchObject({
      open: true,
      router: { view: 'Send', transition: 'prev', transactionStack: [] },
    })
    expect(s.adapter.getBalance).not.toHaveBeenCalled()
  })

  it('R-4.58 R-4.57 success pops the stack back to Send and refreshes the balance', async () => {
    const s = await connected()
    const { sent, answer } = await sendFromSendView(s)
    vi.mocked(s.adapter.getBalance).mockClear()
    answer('success')
    await expect(sent).resolves.toBe(TX_HASH)
    expect(s.latch.getState()).toMatchObject({ open: true, router: { view: 'Send', transactionStack: [] } })
    await vi.waitFor(() => expect(s.adapter.getBalance).toHaveBeenCalled())
  })

  it('R-2.18 with the transaction stack empty an open modal is not redirected: the request waits, and closing rejects it (R-4.55)', async () => {
    const s = await connected()
    s.latch.open()
    s.hooks().approvalNeeded()
    expect(s.latch.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
    s.latch.close()
    expect(s.frame.abort).toHaveBeenCalledTimes(1)
  })

  it('a send that needs no approval leaves no entry on the stack', async () => {
    const s = await connected()
    s.latch.open()
    s.latch.navigate('Send')
    await s.latch.send({ receiver: ADDRESS, amount: '0.1', token: { symbol: 'ETH', decimals: 18 } })
    expect(s.latch.getState().router).toMatchObject({ view: 'Send', transactionStack: [] })
  })

  it('R-4.56 an error with the modal opened for it closes it', async () => {
    const s = await connected()
    s.hooks().approvalNeeded()
    s.hooks().approvalDone('error')
    expect(s.latch.getState().open).toBe(false)
  })

  it('R-4.55 closing the modal during an approval rejects the pending requests and hides the frame', async () => {
    const s = await connected()
    s.hooks().approvalNeeded()
    s.latch.close()
    expect(s.frame.abort).toHaveBeenCalledTimes(1)
    expect(s.frame.hide).toHaveBeenCalled()
    expect(s.latch.getState().embedded.approving).toBe(false)
  })

  it('shows the frame over the placeholder and hides it', async () => {
    const s = await connected()
    s.latch.showEmbeddedFrame({ top: 1, left: 2, width: 300, height: 200 })
    expect(s.frame.show).toHaveBeenCalledWith({ top: 1, left: 2, width: 300, height: 200 })
    s.latch.hideEmbeddedFrame()
    expect(s.frame.hide).toHaveBeenCalled()
  })

  it('R-4.61 R-4.62 R-4.63 R-4.64 R-6.10 R-8.28 R-8.29 R-9.13 an unknown method opens the modal, logs, rejects pending and says Action not allowed after 300 ms', async () => {
    const s = await connected()
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    s.hooks().notAllowed('eth_sign')
    expect(s.latch.getState().open).toBe(true)
    expect(error).toHaveBeenCalledWith('Requested RPC call is not allowed: eth_sign')
    expect(s.frame.abort).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(299)
    expect(s.latch.getState().toast).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(s.latch.getState().toast).toEqual({
      message: 'Action not allowed',
      variant: 'error',
      text: 'actionNotAllowed',
    })
  })
})
