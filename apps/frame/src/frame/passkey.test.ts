// @vitest-environment happy-dom
// The frame's passkey card: the WebAuthn library is fetched only once the card opens, a prompt that ends without a
// passkey or a cloud refusal is shown on the card (by its code's text) and the person may try again, Cancel rejects
// as a user rejection. happy-dom has no authenticator: the library here is a stand-in that fails or answers as the
// browser's would; the real one runs against Chromium's virtual authenticator in tooling/e2e (embedded-passkey).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCardHost } from './cards.ts'
import { createPasskeyFlow, PASSKEY_TEXTS } from './passkey.ts'
import { type AuthApi, AuthApiError, type SocialSession } from './session.ts'

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!
const alertText = () => document.querySelector('[role="alert"]')?.textContent
afterEach(() => document.body.replaceChildren())

const SESSION: SocialSession = {
  token: 't',
  deviceToken: 'd',
  email: null,
  expiresAt: '2030-01-01T00:00:00Z',
  userName: 'Latch wallet',
  provider: 'passkey',
}

/** a stand-in for the browser's refusal when the prompt is dismissed or has no passkey */
const notAllowed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' })

/** the PRF output an authenticator with PRF gives (the stand-in's) */
const PRF_OUTPUT = new Uint8Array(32).fill(7).buffer
const withPrf = (id: string) => ({
  id,
  clientExtensionResults: { prf: { enabled: true, results: { first: PRF_OUTPUT } }, credProps: { rk: true } },
})

function setUp(
  answers: {
    authenticate?: () => Promise<SocialSession>
    startAuthentication?: () => Promise<unknown>
    startRegistration?: () => Promise<unknown>
  } = {},
) {
  const api = {
    passkeyAuthenticateOptions: vi.fn(async () => ({ options: { challenge: 'c' } })),
    passkeyAuthenticate: vi.fn(answers.authenticate ?? (async () => SESSION)),
    passkeyRegisterOptions: vi.fn(async () => ({ options: { challenge: 'c' } })),
    passkeyRegister: vi.fn(async () => SESSION),
  } as unknown as AuthApi
  const library = {
    startAuthentication: vi.fn(answers.startAuthentication ?? (async () => withPrf('cred'))),
    startRegistration: vi.fn(answers.startRegistration ?? (async () => withPrf('new'))),
  }
  const load = vi.fn(async () => library as never)
  return { api, library, load, flow: createPasskeyFlow(createCardHost(document), api, load) }
}

describe('passkey card', () => {
  it("fetches the WebAuthn library only when the card opens; Sign in resolves with the cloud's session", async () => {
    const { flow, load, api } = setUp()
    expect(load).not.toHaveBeenCalled()
    const run = flow.run()
    expect(load).toHaveBeenCalledOnce()
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBe('latch-passkey-heading')
    button(PASSKEY_TEXTS.signIn).click()
    await expect(run).resolves.toEqual({ session: SESSION, credentialId: 'cred', prf: PRF_OUTPUT })
    // the PRF output stays in the frame: the cloud gets the answer without it
    expect(api.passkeyAuthenticate).toHaveBeenCalledWith({
      id: 'cred',
      clientExtensionResults: { credProps: { rk: true } },
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it("asks every ceremony for this frame's PRF output", async () => {
    const { flow, library } = setUp()
    const run = flow.run()
    button(PASSKEY_TEXTS.create).click()
    await run
    const { optionsJSON } = (library.startRegistration.mock.calls[0] as unknown[])[0] as {
      optionsJSON: { extensions: { prf: { eval: { first: Uint8Array } } } }
    }
    expect(new TextDecoder().decode(optionsJSON.extensions.prf.eval.first)).toBe(
      'latch wallet: device share wrapping key, v1',
    )
  })

  it('without PRF the card says the share is not sealed; Continue resolves without a PRF output', async () => {
    const { flow } = setUp({
      startRegistration: async () => ({ id: 'new', clientExtensionResults: { prf: { enabled: false } } }),
    })
    const run = flow.run()
    button(PASSKEY_TEXTS.create).click()
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe(PASSKEY_TEXTS.noPrf))
    button(PASSKEY_TEXTS.continue).click()
    await expect(run).resolves.toEqual({ session: SESSION, credentialId: 'new', prf: undefined })
  })

  it('Create a passkey registers a new one', async () => {
    const { flow, api } = setUp()
    const run = flow.run()
    button(PASSKEY_TEXTS.create).click()
    await expect(run).resolves.toEqual({ session: SESSION, credentialId: 'new', prf: PRF_OUTPUT })
    expect(api.passkeyRegister).toHaveBeenCalledWith({ id: 'new', clientExtensionResults: { credProps: { rk: true } } })
  })

  it('a prompt that ends without a passkey says PasskeyNotUsed on the card; the next try succeeds', async () => {
    let tries = 0
    const { flow } = setUp({
      startAuthentication: async () => (++tries === 1 ? Promise.reject(notAllowed()) : withPrf('cred')),
    })
    const run = flow.run()
    button(PASSKEY_TEXTS.signIn).click()
    await vi.waitFor(() => expect(alertText()).toBe('No passkey was used. Try again, or create a passkey'))
    button(PASSKEY_TEXTS.signIn).click()
    await expect(run).resolves.toEqual({ session: SESSION, credentialId: 'cred', prf: PRF_OUTPUT })
  })

  it("a cloud refusal is shown by its code's text, never the cloud's English", async () => {
    const { flow } = setUp({
      authenticate: () => Promise.reject(new AuthApiError(401, 'cloud words', 'PasskeyReplayed')),
    })
    void flow.run().catch(() => undefined)
    button(PASSKEY_TEXTS.signIn).click()
    await vi.waitFor(() => expect(alertText()).toBe('This passkey answer was already used'))
  })

  it('Cancel rejects as a user rejection and removes the card', async () => {
    const { flow } = setUp()
    const run = flow.run()
    button(PASSKEY_TEXTS.cancel).click()
    await expect(run).rejects.toMatchObject({ code: 'UserRejected' })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it("Add a passkey asks the new passkey's PRF and keeps it back from the cloud; without PRF the card says so", async () => {
    const { flow, library } = setUp()
    const answered: unknown[] = []
    const link = {
      options: async () => ({ options: { challenge: 'c' } }),
      answer: async (response: unknown, secret: unknown) => {
        answered.push(response, secret)
        return 'linked'
      },
    }
    const adding = flow.add(link)
    button(PASSKEY_TEXTS.add).click()
    await expect(adding).resolves.toBe('linked')
    expect(answered).toEqual([
      { id: 'new', clientExtensionResults: { credProps: { rk: true } } },
      { credentialId: 'new', prf: PRF_OUTPUT },
    ])
    const { optionsJSON } = (library.startRegistration.mock.calls[0] as unknown[])[0] as {
      optionsJSON: { extensions: { prf: unknown } }
    }
    expect(optionsJSON.extensions.prf).toBeDefined()

    const plain = setUp({ startRegistration: async () => ({ id: 'plain', clientExtensionResults: {} }) })
    const again = plain.flow.add(link)
    button(PASSKEY_TEXTS.add).click()
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe(PASSKEY_TEXTS.noPrf))
    button(PASSKEY_TEXTS.continue).click()
    await expect(again).resolves.toBe('linked')
  })

  it('a local PRF ask (the recovery file) sends nothing to the cloud; a passkey without PRF is PasskeyNotUsed', async () => {
    const { flow, api } = setUp()
    expect(await flow.localPrf()).toBe(PRF_OUTPUT)
    expect(api.passkeyAuthenticateOptions).not.toHaveBeenCalled()
    expect(api.passkeyAuthenticate).not.toHaveBeenCalled()
    const plain = setUp({ startAuthentication: async () => ({ id: 'x', clientExtensionResults: {} }) })
    await expect(plain.flow.localPrf()).rejects.toMatchObject({ code: 'PasskeyNotUsed' })
  })

  it('a fresh proof card: Use passkey hands the answer on; a refusal stays on the card; the other way settles without one', async () => {
    const { flow } = setUp()
    const use = vi.fn(async (answer: unknown) => ({ by: 'passkey', answer }))
    let refuse = true
    const step = {
      heading: 'Change your email',
      intro: 'Confirm with your passkey',
      options: async () => ({ options: { challenge: 'c' } }),
      use: async (answer: unknown) => {
        if (refuse) throw new AuthApiError(401, 'cloud words', 'PasskeyUnknown')
        return use(answer)
      },
      instead: { label: 'Send a code instead', run: async () => ({ by: 'code', answer: undefined }) },
    }
    const proved = flow.confirm(step)
    button(PASSKEY_TEXTS.usePasskey).click()
    await vi.waitFor(() => expect(alertText()).toBe('This passkey is not registered'))
    refuse = false
    button(PASSKEY_TEXTS.usePasskey).click()
    await expect(proved).resolves.toMatchObject({ by: 'passkey', answer: { id: 'cred' } })
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const byCode = flow.confirm(step)
    button('Send a code instead').click()
    await expect(byCode).resolves.toEqual({ by: 'code', answer: undefined })
  })
})
