// @vitest-environment happy-dom
// The embedded-wallet views rendered over a stub instance: accessible names and code-field behaviour.
import type { Connector, Latch, LatchState, RouterState } from '@latch/core'
import { ConnectionError, UserRejectedError } from '@latch/core'
import { createHeadless, REMOTE_FEATURE_DEFAULTS } from '@latch/core/internal'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchContext } from '../context.ts'
import { typeInto } from '../testDoubles.ts'
import Connect from '../views/Connect.tsx'
import ApproveTransaction from '../views/ApproveTransaction.tsx'
import ConnectDevice from '../views/ConnectDevice.tsx'
import { EmbeddedWalletActions } from '../views/EmbeddedWalletActions.tsx'
import { RecoverFromFile } from '../views/RecoverFromFile.tsx'
import ExportWallet from '../views/ExportWallet.tsx'
import ConnectingFarcaster from '../views/ConnectingFarcaster.tsx'
import ConnectingSocial from '../views/ConnectingSocial.tsx'
import EmailLogin from '../views/EmailLogin.tsx'
import UpdateEmailWallet from '../views/UpdateEmailWallet.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const auth: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }

function stubLatch(
  state: Partial<LatchState>,
  actions: Record<string, unknown> = {},
): Latch & { set(patch: Partial<LatchState>): void } {
  const listeners = new Set<() => void>()
  let full = {
    router: { view: 'Connect', history: ['Connect'], data: {}, transition: 'next', transactionStack: [] },
    connectors: [auth],
    recentWallets: [],
    features: REMOTE_FEATURE_DEFAULTS,
    embedded: { approving: false },
    ...state,
  } as LatchState
  const store = {
    getState: () => full,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const isMobile = () => false
  return {
    connectView: {},
    ...store,
    set(patch: Partial<LatchState>) {
      full = { ...full, ...patch }
      for (const listener of listeners) listener()
    },
    isMobile,
    // the real headless getters over the stub state
    ...createHeadless({ store, isMobile } as never, { connectView: {}, catalogue: undefined }).actions,
    ...actions,
  } as unknown as Latch & { set(patch: Partial<LatchState>): void }
}

let root: Root | undefined
let container: HTMLElement | undefined
async function render(latch: Latch, node: ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchContext value={latch}>{node}</LatchContext>))
  return container
}
afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  vi.unstubAllGlobals()
})

const buttonNames = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map((button) => button.textContent)

describe('Connect with the embedded wallet', () => {
  it('R-6.21 All Wallets is listed by default and not when the app turns the feature off', async () => {
    const shown = await render(stubLatch({}), <Connect />)
    expect(buttonNames(shown)).toContain('All Wallets')
    await act(async () => root?.unmount())
    const hidden = await render(stubLatch({ features: { ...REMOTE_FEATURE_DEFAULTS, allWallets: false } }), <Connect />)
    expect(buttonNames(hidden)).not.toContain('All Wallets')
  })

  it('R-2.23 R-6.24: email, then Google, then "More social logins" revealing the rest, then wallets', async () => {
    const connectSocial = vi.fn(() => Promise.resolve())
    const view = await render(stubLatch({}, { connectSocial }), <Connect />)
    const email = view.querySelector('input[inputmode="email"]') as HTMLInputElement
    expect(view.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('Email')
    // the email keyboard, autofill and no capital or correction, as an email field would have
    const attributes = ['type', 'inputmode', 'autocomplete', 'autocapitalize', 'autocorrect', 'spellcheck']
    expect(attributes.map((name) => email.getAttribute(name))).toEqual([
      'text',
      'email',
      'email',
      'none',
      'off',
      'false',
    ])
    expect(buttonNames(view)).toEqual([
      'Continue',
      'Recover with a recovery file',
      'Continue with Google',
      'More social logins',
      'All Wallets',
    ])

    const more = [...view.querySelectorAll('button')].find((button) => button.textContent === 'More social logins')
    await act(async () => more?.click())
    expect(more?.getAttribute('aria-expanded')).toBe('true')
    expect(buttonNames(view)).toEqual(
      expect.arrayContaining([
        'Continue with X',
        'Continue with Discord',
        'Continue with GitHub',
        'Continue with Apple',
        'Continue with Facebook',
      ]),
    )
    const github = [...view.querySelectorAll('button')].find((button) =>
      button.textContent?.endsWith('Continue with GitHub'),
    )
    act(() => github?.click())
    // within the click itself, for the pop-up
    expect(connectSocial).toHaveBeenCalledWith('github')
  })
  it('shows no email or socials without the AUTH connector', async () => {
    const view = await render(stubLatch({ connectors: [] }), <Connect />)
    expect(view.querySelector('input')).toBeNull()
    expect(buttonNames(view)).toEqual(['All Wallets'])
  })
  it('shows the rejection text of connectEmail as an alert', async () => {
    const connectEmail = vi.fn(() => Promise.reject(new Error('Invalid email')))
    const view = await render(stubLatch({}, { connectEmail }), <Connect />)
    const email = view.querySelector('input[inputmode="email"]') as HTMLInputElement
    await act(async () => typeInto(email, ' nope '))
    await act(async () => view.querySelector('form')?.requestSubmit())
    expect(connectEmail).toHaveBeenCalledWith('nope')
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Invalid email')
  })
})

describe('EmailLogin', () => {
  const embedded = { approving: false, email: 'ada@example.com', emailAction: 'VERIFY_DEVICE' } as const
  // where core's email login flow is once CONNECT_EMAIL answered VERIFY_DEVICE
  const codeStep = { step: 'code', email: 'ada@example.com', newDevice: true } as const
  const getEmailLogin = () => codeStep

  it('names the code field and submits itself at six digits; a wrong code is shown and cleared', async () => {
    const submitEmailCode = vi.fn(() => Promise.reject(new Error('Invalid or expired code')))
    const view = await render(stubLatch({ embedded }, { submitEmailCode, getEmailLogin }), <EmailLogin />)
    expect(view.textContent).toContain('Enter the code we sent to ada@example.com')
    expect(view.textContent).toContain('A new device is signing in')
    const input = view.querySelector('input') as HTMLInputElement
    expect(view.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Verification code')
    expect(input.inputMode).toBe('numeric')
    expect(input.autocomplete).toBe('one-time-code')
    expect(input.maxLength).toBe(6)

    await act(async () => typeInto(input, '12345'))
    expect(submitEmailCode).not.toHaveBeenCalled()
    await act(async () => typeInto(input, '123 456'))
    expect(submitEmailCode).toHaveBeenCalledWith('123456')
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Invalid or expired code')
    expect(input.value).toBe('')
  })
  it('"Resend code" shows the cooldown text core rejects with', async () => {
    const resendEmailCode = vi.fn(() => Promise.reject(new Error('Please try again after 12 seconds')))
    const view = await render(stubLatch({ embedded }, { resendEmailCode, getEmailLogin }), <EmailLogin />)
    const resend = [...view.querySelectorAll('button')].find((button) => button.textContent === 'Resend code')
    await act(async () => resend?.click())
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Please try again after 12 seconds')
  })
})

const findButton = (element: HTMLElement, name: string) =>
  [...element.querySelectorAll('button')].find((button) => button.textContent === name)

describe('ConnectingSocial', () => {
  it('asks to continue in the pop-up; on failure shows the error and "Try again" calls connectSocial in the click', async () => {
    const connectSocial = vi.fn(() => Promise.resolve())
    const router: RouterState = {
      view: 'ConnectingSocial',
      history: ['Connect', 'ConnectingSocial'],
      data: { provider: 'google' },
      transition: 'next',
      transactionStack: [],
    }
    const latch = stubLatch({ router }, { connectSocial })
    const view = await render(latch, <ConnectingSocial />)
    expect(view.textContent).toContain('Continue in the pop-up window')
    expect(findButton(view, 'Try again')).toBeUndefined()
    await act(async () => latch.set({ connectError: new UserRejectedError('PopupClosed') }))
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Popup closed')
    act(() => findButton(view, 'Try again')?.click())
    expect(connectSocial).toHaveBeenCalledWith('google')
  })
})

describe('Connect offering Farcaster', () => {
  it('R-9.72: "Continue with Farcaster" when the wallet lists it; the click goes through connectSocial, which opens no pop-up', async () => {
    const connectSocial = vi.fn(() => Promise.resolve())
    const latch = stubLatch({}, { connectSocial, options: { embeddedWallet: { socials: ['farcaster', 'google'] } } })
    const view = await render(latch, <Connect />)
    expect(buttonNames(view)).toEqual([
      'Continue',
      'Recover with a recovery file',
      'Continue with Google',
      'More social logins',
      'All Wallets',
    ])
    await act(async () => findButton(view, 'More social logins')?.click())
    const farcaster = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === 'Continue with Farcaster',
    )
    act(() => farcaster?.click())
    expect(connectSocial).toHaveBeenCalledWith('farcaster')
  })
})

describe('ConnectingFarcaster', () => {
  const url = 'https://farcaster.xyz/~/siwf?channelToken=c1&nonce=n1'
  const router: RouterState = {
    view: 'ConnectingFarcaster',
    history: ['Connect', 'ConnectingFarcaster'],
    data: {},
    transition: 'next',
    transactionStack: [],
  }
  const qrCode = (element: HTMLElement) => element.querySelector('[role="img"][aria-label="Farcaster sign-in QR code"]')
  const link = (element: HTMLElement, name: string) =>
    [...element.querySelectorAll('a')].find((anchor) => anchor.textContent === name)

  it('R-3.86: "Preparing…" until the frame gives the link, then its QR code, "Open in Farcaster" and "Copy link"', async () => {
    const showToast = vi.fn()
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const latch = stubLatch({ router }, { showToast })
    const view = await render(latch, <ConnectingFarcaster />)
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Preparing…')
    expect(qrCode(view)).toBeNull()

    await act(async () => latch.set({ embedded: { approving: false, socialProvider: 'farcaster', farcasterUrl: url } }))
    expect(view.querySelector('[role="status"]')).toBeNull()
    expect(qrCode(view)?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(view.textContent).toContain("Scan with your phone's camera or Farcaster app")
    const open = link(view, 'Open in Farcaster')
    expect(open?.getAttribute('href')).toBe(url)
    expect(open?.getAttribute('target')).toBe('_blank')
    expect(open?.getAttribute('rel')).toBe('noopener noreferrer')
    await act(async () => findButton(view, 'Copy link')?.click())
    expect(writeText).toHaveBeenCalledWith(url)
    expect(showToast).toHaveBeenCalledWith('Link copied', 'success')
  })

  it('links a farcaster: url too, but never a script url', async () => {
    const latch = stubLatch({
      router,
      embedded: { approving: false, farcasterUrl: 'farcaster://connect?channelToken=c1' },
    })
    const view = await render(latch, <ConnectingFarcaster />)
    expect(link(view, 'Open in Farcaster')?.getAttribute('href')).toBe('farcaster://connect?channelToken=c1')
    await act(async () => latch.set({ embedded: { approving: false, farcasterUrl: 'javascript:alert(1)' } }))
    expect(link(view, 'Open in Farcaster')).toBeUndefined()
  })

  it('R-8.35: a failure shows its text and "Try again" starts a new sign-in', async () => {
    const connectFarcaster = vi.fn(() => Promise.resolve())
    const latch = stubLatch(
      { router, connectError: new ConnectionError('FailedToConnectFarcaster') },
      { connectFarcaster },
    )
    const view = await render(latch, <ConnectingFarcaster />)
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Failed to connect to farcaster')
    expect(qrCode(view)).toBeNull()
    await act(async () => findButton(view, 'Try again')?.click())
    expect(connectFarcaster).toHaveBeenCalledOnce()
  })
})

describe('UpdateEmailWallet', () => {
  it('takes the new address, then the code sent to the current address, then the one sent to the new, then goes back', async () => {
    const back = vi.fn()
    let latch: ReturnType<typeof stubLatch>
    const startUpdateEmail = vi.fn(async (newEmail: string) => {
      latch.set({
        embedded: { approving: false, email: 'ada@example.com', updateEmail: { step: 'primary', newEmail } },
      })
    })
    const submitUpdateEmailCode = vi.fn(async () => {
      const { updateEmail } = latch.getState().embedded
      if (updateEmail?.step === 'primary')
        latch.set({
          embedded: { approving: false, email: 'ada@example.com', updateEmail: { ...updateEmail, step: 'secondary' } },
        })
      else latch.set({ embedded: { approving: false, email: 'new@example.com' } })
    })
    const router: RouterState = {
      view: 'UpdateEmailWallet',
      history: ['Account', 'UpdateEmailWallet'],
      data: {},
      transition: 'next',
      transactionStack: [],
    }
    latch = stubLatch(
      { router, embedded: { approving: false, email: 'ada@example.com' } },
      { startUpdateEmail, submitUpdateEmailCode, back, loadSignInMethods: async () => undefined },
    )
    const view = await render(latch, <UpdateEmailWallet />)

    const newEmail = view.querySelector('input[inputmode="email"]') as HTMLInputElement
    expect(view.querySelector(`label[for="${newEmail.id}"]`)?.textContent).toBe('New email')
    await act(async () => typeInto(newEmail, 'new@example.com'))
    await act(async () => view.querySelector('form')?.requestSubmit())
    expect(startUpdateEmail).toHaveBeenCalledWith('new@example.com')

    expect(view.textContent).toContain('Enter the code we sent to ada@example.com')
    await act(async () => typeInto(view.querySelector('input') as HTMLInputElement, '111111'))
    expect(view.textContent).toContain('Enter the code we sent to new@example.com')
    expect((view.querySelector('input') as HTMLInputElement).value).toBe('')
    await act(async () => typeInto(view.querySelector('input') as HTMLInputElement, '222222'))
    expect(submitUpdateEmailCode.mock.calls).toEqual([['111111'], ['222222']])
    expect(back).toHaveBeenCalledOnce()
  })
})

describe('ApproveTransaction', () => {
  it('shows the frame over its slot on mount and hides it on unmount', async () => {
    const showEmbeddedFrame = vi.fn()
    const hideEmbeddedFrame = vi.fn()
    const view = await render(stubLatch({}, { showEmbeddedFrame, hideEmbeddedFrame }), <ApproveTransaction />)
    expect(view.textContent).toBe('Review the request in the wallet below')
    expect(showEmbeddedFrame).toHaveBeenCalledWith(
      expect.objectContaining({ top: expect.any(Number), width: expect.any(Number) }),
    )
    await act(async () => root?.unmount())
    expect(hideEmbeddedFrame).toHaveBeenCalledOnce()
    root = undefined
  })
})

describe('ConnectDevice and ExportWallet', () => {
  it('lay the frame over their slot too, with a hint for screen readers', async () => {
    for (const View of [ConnectDevice, ExportWallet]) {
      const showEmbeddedFrame = vi.fn()
      const hideEmbeddedFrame = vi.fn()
      const view = await render(stubLatch({}, { showEmbeddedFrame, hideEmbeddedFrame }), <View />)
      expect(view.textContent).toBe('Continue in the wallet below')
      expect(showEmbeddedFrame).toHaveBeenCalledOnce()
      await act(async () => root?.unmount())
      expect(hideEmbeddedFrame).toHaveBeenCalledOnce()
      root = undefined
      container?.remove()
    }
  })

  it('the embedded actions: Sign-in methods, Export private key, Download recovery file and Sign out everywhere call core; a failure shows as an alert', async () => {
    const exportPrivateKey = vi.fn(async () => {
      throw new Error('This device needs a fresh sign-in code')
    })
    const downloadRecoveryFile = vi.fn(async () => {})
    const signOutEverywhere = vi.fn(async () => {})
    const view = await render(
      stubLatch({}, { exportPrivateKey, downloadRecoveryFile, signOutEverywhere }),
      <EmbeddedWalletActions onSignedOut={() => {}} />,
    )
    expect(buttonNames(view)).toEqual([
      'Sign-in methods',
      'Export private key',
      'Download recovery file',
      'Sign out everywhere',
    ])
    await act(async () => [...view.querySelectorAll('button')][1]!.click())
    expect(exportPrivateKey).toHaveBeenCalledOnce()
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('This device needs a fresh sign-in code')
    await act(async () => [...view.querySelectorAll('button')][2]!.click())
    expect(downloadRecoveryFile).toHaveBeenCalledOnce()
    await act(async () => [...view.querySelectorAll('button')][3]!.click())
    expect(signOutEverywhere).toHaveBeenCalledOnce()
  })

  it("Recover with a recovery file, under the email field, asks core to open the frame's recovery card; a failure shows as an alert", async () => {
    const recoverFromFile = vi.fn(async () => {
      throw new Error('The frame did not load')
    })
    const view = await render(stubLatch({}, { recoverFromFile }), <RecoverFromFile />)
    await act(async () => view.querySelector('button')!.click())
    expect(recoverFromFile).toHaveBeenCalledOnce()
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('The frame did not load')
  })
})
