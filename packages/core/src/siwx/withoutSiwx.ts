// The sign-in actions of an instance without the `siwx` option: no session, and signing in says why it cannot.
import type { SiwxActions } from './createSiwx.ts'

/** The error text of a sign-in call made without the `siwx` option. */
export const SIWX_NOT_CONFIGURED = 'Sign in with X needs the `siwx` option'

export function withoutSiwx(): SiwxActions {
  return {
    signIn: () => Promise.reject(new Error(SIWX_NOT_CONFIGURED)),
    cancelSignIn: () => Promise.reject(new Error(SIWX_NOT_CONFIGURED)),
    getSession: () => undefined,
  }
}
