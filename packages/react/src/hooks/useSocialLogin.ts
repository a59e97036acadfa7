// The embedded wallet's social login as steps, for the modal's social views and an app's own buttons alike.
import type { SocialLogin, SocialLoginState } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

const IDLE: SocialLoginState = { step: 'idle' }
const idle = () => IDLE

/** What {@link useSocialLogin} returns: the step, its provider, the last error code and `connect`. */
export interface UseSocialLogin extends SocialLoginState {
  /** call it from the click itself: the provider's pop-up must open before anything is awaited */
  connect(provider: SocialLogin): Promise<void>
}

/**
 * The social login: `step` is idle, connecting, connected or failed (with `errorCode`, `PopupClosed` when the
 * visitor closed the pop-up). Needs the app's `embeddedWallet`.
 *
 * @example
 * ```tsx
 * const { step, connect } = useSocialLogin()
 * return <button aria-busy={step === 'connecting'} onClick={() => void connect('google')}>Continue with Google</button>
 * ```
 */
export function useSocialLogin(): UseSocialLogin {
  const latch = useLatchInstance()
  const state = useSyncExternalStore(latch.subscribe, latch.getSocialLogin, idle)
  return { ...state, connect: latch.connectSocial }
}
