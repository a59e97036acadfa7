// Sign up or in with a passkey, in the frame's own card: WebAuthn runs here, on the frame's origin (the passkey's
// relying party), within the person's click on this card (a cross-origin frame gets no passkey without one).
// @simplewebauthn/browser is fetched only when the card opens, so the frame's first load does not carry it.
import { findLatchError, isLatchErrorCode, latchError, UserRejectedError } from '@latch/core'
import type { CardHost } from './cards.ts'
import { cardErrorText } from './texts/cardError.ts'
import { localized } from './texts/frameLocale.ts'
import { PRF_SALT } from '../keys/index.ts'
import { randomBytes, toBase64Url } from '../keys/bytes.ts'
import { AuthApiError, type AuthApi, type SocialSession } from './session.ts'

export const PASSKEY_TEXTS = localized({
  heading: 'passkey.heading',
  intro: 'passkey.intro',
  signIn: 'passkey.signIn',
  create: 'passkey.create',
  cancel: 'card.cancel',
  noPrf: 'passkey.noPrf',
  continue: 'passkey.continue',
  addHeading: 'passkey.addHeading',
  addIntro: 'passkey.addIntro',
  add: 'passkey.add',
  usePasskey: 'export.usePasskey',
})

/** what the frame keeps of a passkey ceremony: the passkey's credential id, and its PRF output when its
 * authenticator gave one (it stays in the frame) */
export interface PasskeySecret {
  credentialId: string
  prf?: ArrayBuffer
}

/** a sign-in by passkey, with the passkey's credential id and PRF output */
export interface PasskeySignIn extends PasskeySecret {
  session: SocialSession
}

type Answer = { id?: string; clientExtensionResults?: object }

/** the ceremony's options with the PRF input of this frame */
function withPrf(options: Record<string, unknown>) {
  const extensions = (options.extensions as Record<string, unknown> | undefined) ?? {}
  return { ...options, extensions: { ...extensions, prf: { eval: { first: PRF_SALT } } } }
}

/** the answer for the cloud without its PRF results, and the PRF output for the frame */
function splitPrf<T extends Answer>(answer: T): PasskeySecret & { answer: T } {
  const { prf, ...others } = (answer.clientExtensionResults ?? {}) as { prf?: { results?: { first?: unknown } } }
  const first = prf?.results?.first
  return {
    answer: { ...answer, clientExtensionResults: others },
    credentialId: answer.id ?? '',
    prf: first instanceof ArrayBuffer && first.byteLength > 0 ? first : undefined,
  }
}

type Browser = typeof import('@simplewebauthn/browser')

/** what a failed step shows on the card: a coded failure's own text; the browser's refusals as PasskeyNotUsed */
export function passkeyFailure(error: unknown): Error {
  if (error instanceof AuthApiError) return isLatchErrorCode(error.code) ? latchError(error.code) : error
  const coded = findLatchError(error)
  if (coded) return coded
  // the browser's prompt was dismissed, timed out or had no passkey of this wallet (NotAllowedError, AbortError…)
  return latchError('PasskeyNotUsed', { cause: error })
}

export function createPasskeyFlow(
  host: CardHost,
  api: AuthApi,
  load: () => Promise<Browser> = () => import('@simplewebauthn/browser'),
) {
  async function signIn(browser: Browser): Promise<PasskeySignIn> {
    const { options } = await api.passkeyAuthenticateOptions()
    const { answer, ...secret } = splitPrf(
      await browser.startAuthentication({ optionsJSON: withPrf(options) as never }),
    )
    return { session: await api.passkeyAuthenticate(answer), ...secret }
  }

  async function signUp(browser: Browser): Promise<PasskeySignIn> {
    const { options } = await api.passkeyRegisterOptions()
    const { answer, ...secret } = splitPrf(await browser.startRegistration({ optionsJSON: withPrf(options) as never }))
    return { session: await api.passkeyRegister(answer), ...secret }
  }

  /**
   * One passkey card: its intro, alert line and stacked actions (the texts do not fit side by side in the modal's
   * width). `fill` adds the buttons and returns the one to focus; `busy` runs one step at a time and shows a failure
   * in the alert; `end` closes the card before it settles. Cancel or Escape rejects as a user rejection, abort() as
   * aborted.
   */
  function passkeyCard<T>(
    heading: string,
    intro: string,
    fill: (parts: {
      actions: HTMLElement
      error: HTMLElement
      cancel: () => void
      end: (outcome: () => void) => () => void
      busy: (work: () => Promise<void>) => () => Promise<void>
      resolve: (value: T) => void
      /** without PRF the card says what that means, and Continue settles it */
      noPrf: (settle: () => void) => void
    }) => HTMLElement,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const card = host.card(heading, 'latch-passkey-heading')
      const error = host.el('p', '', 'latch-error')
      error.setAttribute('role', 'alert')
      const end = (outcome: () => void) => () => {
        shown.close()
        outcome()
      }
      const cancel = end(() => reject(new UserRejectedError('UserRejected')))
      const busy = (work: () => Promise<void>) => async () => {
        if (card.getAttribute('aria-busy')) return
        card.setAttribute('aria-busy', 'true')
        error.textContent = ''
        try {
          await work()
        } catch (failure) {
          error.textContent = cardErrorText(passkeyFailure(failure))
        } finally {
          card.removeAttribute('aria-busy')
        }
      }
      const actions = host.el('div', undefined, 'latch-approval-actions latch-stacked-actions')
      const noPrf = (settle: () => void) => {
        const next = host.button(PASSKEY_TEXTS.continue, 'latch-approve', end(settle))
        const note = host.el('p', PASSKEY_TEXTS.noPrf)
        note.setAttribute('role', 'status')
        actions.replaceChildren(next)
        error.replaceWith(note)
        next.focus()
      }
      const first = fill({ actions, error, cancel, end, busy, resolve, noPrf })
      card.append(host.el('p', intro), error, actions)
      const shown = host.open(
        card,
        cancel,
        end(() => reject(new UserRejectedError('RequestAborted'))),
      )
      first.focus()
    })
  }

  /** a passkey's answer to the cloud's proof challenge (one of the user's own passkeys), for a fresh proof */
  async function prove(options: () => Promise<{ options: unknown }>, browser: Promise<Browser> = load()) {
    try {
      return await (await browser).startAuthentication({ optionsJSON: (await options()).options as never })
    } catch (failure) {
      throw passkeyFailure(failure)
    }
  }

  return {
    prove,
    load,
    /** a passkey's PRF output asked of the person here, with a challenge of the frame's own: nothing goes to the
     * cloud (the recovery file opens a share sealed under it with no sign-in). Within the person's click */
    async localPrf(): Promise<ArrayBuffer> {
      const options = { challenge: toBase64Url(randomBytes(32)), userVerification: 'required', allowCredentials: [] }
      try {
        const { prf } = splitPrf(await (await load()).startAuthentication({ optionsJSON: withPrf(options) as never }))
        if (prf) return prf
      } catch (failure) {
        throw passkeyFailure(failure)
      }
      throw latchError('PasskeyNotUsed')
    },
    /** a fresh proof on the frame's card: "Use passkey" answers the proof challenge and `use` takes the answer; the
     * other way (`instead`, when given) settles the card without one. Cancel or Escape rejects as a user rejection */
    confirm<T>(step: {
      heading: string
      intro: string
      options(): Promise<{ options: unknown }>
      use(answer: unknown): Promise<T>
      instead?: { label: string; run(): Promise<T> }
    }): Promise<T> {
      const browser = load()
      browser.catch(() => undefined)
      return passkeyCard<T>(step.heading, step.intro, ({ actions, cancel, end, busy, resolve }) => {
        const settle = (run: () => Promise<T>) =>
          busy(async () => {
            const value = await run()
            end(() => resolve(value))()
          })
        const use = host.button(
          PASSKEY_TEXTS.usePasskey,
          'latch-approve',
          () => void settle(async () => step.use(await prove(step.options, browser)))(),
        )
        actions.append(use)
        const instead = step.instead
        if (instead) actions.append(host.button(instead.label, 'latch-reject', () => void settle(instead.run)()))
        actions.append(host.button(PASSKEY_TEXTS.cancel, 'latch-reject', cancel))
        return use
      })
    },
    /** the card that links one more passkey to the signed-in user: `link` gets the creation options and sends the
     * answer (with the new passkey's PRF output kept back for the frame); Cancel or Escape rejects as a user rejection */
    add<T>(link: {
      options(): Promise<{ options: Record<string, unknown> }>
      answer(response: unknown, secret: PasskeySecret): Promise<T>
    }): Promise<T> {
      const browser = load()
      browser.catch(() => undefined)
      return passkeyCard<T>(
        PASSKEY_TEXTS.addHeading,
        PASSKEY_TEXTS.addIntro,
        ({ actions, cancel, end, busy, resolve, noPrf }) => {
          const create = busy(async () => {
            const { options } = await link.options()
            const created = await (await browser).startRegistration({ optionsJSON: withPrf(options) as never })
            const { answer, ...secret } = splitPrf(created)
            const linked = await link.answer(answer, secret)
            if (secret.prf) end(() => resolve(linked))()
            else noPrf(() => resolve(linked))
          })
          const createButton = host.button(PASSKEY_TEXTS.add, 'latch-approve', () => void create())
          actions.append(createButton, host.button(PASSKEY_TEXTS.cancel, 'latch-reject', cancel))
          return createButton
        },
      )
    },
    /** the card until a sign-in or sign-up succeeds; Cancel or Escape rejects as a user rejection, abort() as aborted */
    run(): Promise<PasskeySignIn> {
      const browser = load()
      // a failed fetch is shown when a button is pressed, not as an unhandled rejection now
      browser.catch(() => undefined)
      return passkeyCard<PasskeySignIn>(PASSKEY_TEXTS.heading, PASSKEY_TEXTS.intro, (parts) => {
        const { actions, cancel, end, busy, resolve, noPrf } = parts
        const step = (run: (browser: Browser) => Promise<PasskeySignIn>) =>
          busy(async () => {
            const signIn = await run(await browser)
            if (signIn.prf) end(() => resolve(signIn))()
            else noPrf(() => resolve(signIn))
          })
        const signInButton = host.button(PASSKEY_TEXTS.signIn, 'latch-approve', () => void step(signIn)())
        actions.append(
          signInButton,
          host.button(PASSKEY_TEXTS.create, 'latch-reject', () => void step(signUp)()),
          host.button(PASSKEY_TEXTS.cancel, 'latch-reject', cancel),
        )
        return signInButton
      })
    },
  }
}
