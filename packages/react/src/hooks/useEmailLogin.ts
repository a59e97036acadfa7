// The embedded wallet's email login as steps, for the modal's email views and an app's own login screen alike.
import type { EmailLoginState } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

const START: EmailLoginState = { step: 'email' }
const start = () => START

/** What {@link useEmailLogin} returns: the step, the address, the last error code, and the actions that move on. */
export interface UseEmailLogin extends EmailLoginState {
  /** sends a one-time code to the address (or connects at once on a device the account knows) */
  sendCode(email: string): Promise<void>
  /** checks the code; the embedded wallet connects when it is right */
  submitCode(code: string): Promise<void>
  /** a new code to the same address, after the 30 s cooldown */
  resendCode(): Promise<void>
}

/**
 * The email login: `step` is email, sending, code, verifying or connected; a failure keeps the step to retry from
 * with `errorCode`. Needs the app's `embeddedWallet`.
 *
 * @example
 * ```tsx
 * const { step, email, errorCode, sendCode, submitCode } = useEmailLogin()
 * if (step === 'code') return <CodeForm to={email} onCode={submitCode} />
 * return <EmailForm onEmail={sendCode} invalid={errorCode === 'InvalidEmail'} />
 * ```
 */
export function useEmailLogin(): UseEmailLogin {
  const latch = useLatchInstance()
  const state = useSyncExternalStore(latch.subscribe, latch.getEmailLogin, start)
  return {
    ...state,
    sendCode: latch.connectEmail,
    submitCode: latch.submitEmailCode,
    resendCode: latch.resendEmailCode,
  }
}
