// The email and social logins as steps any UI follows: the instance's own connectEmail, submitEmailCode,
// resendEmailCode and connectSocial, observed, so the modal's views and an app's own screen move through one flow.
import { LatchError } from '../errors/base.ts'
import type { LatchErrorCode } from '../errors/codes.ts'
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'
import type { SocialLogin } from '../embedded/types.ts'

/** email: asking for the address; sending: the code is being sent; code: asking for the code; verifying: the code is
 * being checked; connected: the embedded wallet connected */
export type EmailLoginStep = 'email' | 'sending' | 'code' | 'verifying' | 'connected'

/** where the email login is, with the last failure's stable code */
export interface EmailLoginState {
  step: EmailLoginStep
  /** the address the code went to */
  email?: string
  /** this device is new to the account: after the code it sets up its wallet (the step stays verifying meanwhile) */
  newDevice?: true
  /** the last failure; the step is the one to try again from */
  error?: Error
  /** its stable code (`InvalidEmail`, `EmailCooldown`, …) to branch and translate on */
  errorCode?: LatchErrorCode
}

/** idle: none started; connecting: the provider's pop-up is open; connected; failed: see `errorCode` */
export type SocialLoginStep = 'idle' | 'connecting' | 'connected' | 'failed'

/** where the social login is */
export interface SocialLoginState {
  step: SocialLoginStep
  provider?: SocialLogin
  error?: Error
  /** its stable code (`PopupClosed`, `FailedToInitiateSocial`, …) */
  errorCode?: LatchErrorCode
}

export interface LoginActions {
  connectEmail(email: string): Promise<void>
  submitEmailCode(code: string): Promise<void>
  resendEmailCode(): Promise<void>
  connectSocial(provider: SocialLogin): Promise<void>
}

const failure = (error: unknown) => {
  const shown = error instanceof Error ? error : new Error(String(error))
  return { error: shown, ...(shown instanceof LatchError ? { errorCode: shown.code } : {}) }
}

export function createLoginFlows(store: Store<LatchState>, actions: LoginActions) {
  let email: EmailLoginState = { step: 'email' }
  let social: SocialLoginState = { step: 'idle' }
  // each flow changes outside the state the instance keeps: its subscribers are told to read again
  const notify = () => store.setState({})
  const setEmail = (next: EmailLoginState) => {
    email = next
    notify()
  }
  const setSocial = (next: SocialLoginState) => {
    social = next
    notify()
  }

  /** a step that may fail: on failure the flow goes back to `retry` with the error, which is rethrown (a synchronous
   * throw stays synchronous, as the action's own) */
  function emailStep(
    running: EmailLoginState,
    run: () => Promise<void>,
    after: () => EmailLoginState,
    retry: EmailLoginStep,
  ): Promise<void> {
    const failed = (error: unknown): never => {
      const { step: _running, ...kept } = running
      setEmail({ ...kept, step: retry, ...failure(error) })
      throw error
    }
    setEmail(running)
    let pending: Promise<void>
    try {
      pending = run()
    } catch (error) {
      // refused at once (no embedded wallet): failed all the same, as a rejected promise like any other failure
      pending = Promise.reject(error)
    }
    return pending.then(() => setEmail(after()), failed)
  }

  // an address the frame knows on this device connects at once, without a code
  function afterSend(address: string): EmailLoginState {
    const action = store.getState().embedded.emailAction
    if (action === 'CONNECT') return { step: 'connected', email: address }
    return { step: 'code', email: address, ...(action === 'VERIFY_DEVICE' ? { newDevice: true as const } : {}) }
  }
  /** the address and whether this device is new, carried from step to step */
  const carried = () => ({
    ...(email.email ? { email: email.email } : {}),
    ...(email.newDevice ? { newDevice: true as const } : {}),
  })

  return {
    getEmailLogin: () => email,
    getSocialLogin: () => social,
    connectEmail(address: string) {
      const trimmed = address.trim()
      return emailStep(
        { step: 'sending', email: trimmed },
        () => actions.connectEmail(address),
        () => afterSend(trimmed),
        'email',
      )
    },
    submitEmailCode(code: string) {
      const running = { step: 'verifying' as const, ...carried() }
      return emailStep(
        running,
        () => actions.submitEmailCode(code),
        () => ({ ...running, step: 'connected' }),
        'code',
      )
    },
    resendEmailCode() {
      const running = { step: 'sending' as const, ...carried() }
      return emailStep(
        running,
        () => actions.resendEmailCode(),
        () => afterSend(running.email ?? ''),
        'code',
      )
    },
    /** synchronous up to the pop-up: the browser blocks one opened after an await */
    connectSocial(provider: SocialLogin) {
      let attempt: Promise<void>
      try {
        attempt = actions.connectSocial(provider)
      } catch (error) {
        // refused before any pop-up (no embedded wallet): failed, as a promise like any other failure
        attempt = Promise.reject(error)
      }
      setSocial({ step: 'connecting', provider })
      return attempt.then(
        () => {
          if (social.provider === provider) setSocial({ step: 'connected', provider })
        },
        (error: unknown) => {
          if (social.provider === provider) setSocial({ step: 'failed', provider, ...failure(error) })
          throw error
        },
      )
    },
  }
}
