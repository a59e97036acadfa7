// Sign In With Farcaster as steps any UI follows: the instance's own connectFarcaster, observed, with the frame's
// relay link from the state, so the modal's view and an app's own screen (a QR code of `url`) move through one flow.
import { LatchError } from '../errors/base.ts'
import type { LatchErrorCode } from '../errors/codes.ts'
import type { LatchState } from '../instance/state.ts'
import type { Store } from '../instance/store.ts'

/** idle: none started; preparing: the link is being made; scan: the link waits for the person's Farcaster app;
 * connecting: they approved, the embedded wallet connects; connected; failed: see `errorCode` */
export type FarcasterLoginStep = 'idle' | 'preparing' | 'scan' | 'connecting' | 'connected' | 'failed'

/** where Sign In With Farcaster is */
export interface FarcasterLoginState {
  step: FarcasterLoginStep
  /** the link to show as a QR code (or open on a phone) while the step is scan */
  url?: string
  error?: Error
  /** its stable code (`FailedToConnectFarcaster`, `ModalClosed`) */
  errorCode?: LatchErrorCode
}

type Outcome = { step: 'idle' | 'connected' } | { step: 'running'; scanned: boolean } | { step: 'failed'; error: Error }

export function createFarcasterLogin(store: Store<LatchState>, connectFarcaster: () => Promise<void>) {
  let outcome: Outcome = { step: 'idle' }
  let attempt = 0
  let memo: { key: readonly unknown[]; value: FarcasterLoginState } | undefined
  // the link leaves the state once the person approved: what follows is the wallet connecting, not a new link
  store.subscribe(() => {
    if (outcome.step === 'running' && !outcome.scanned && store.getState().embedded.farcasterUrl)
      outcome = { step: 'running', scanned: true }
  })

  /** the flow now; the same object until its step, link or error changes */
  function getFarcasterLogin(): FarcasterLoginState {
    const url = outcome.step === 'running' ? store.getState().embedded.farcasterUrl : undefined
    const key = [outcome, url]
    if (memo?.key.every((part, index) => part === key[index])) return memo.value
    let value: FarcasterLoginState
    if (outcome.step === 'running')
      value = url ? { step: 'scan', url } : { step: outcome.scanned ? 'connecting' : 'preparing' }
    else if (outcome.step === 'failed')
      value = {
        step: 'failed',
        error: outcome.error,
        ...(outcome.error instanceof LatchError ? { errorCode: outcome.error.code } : {}),
      }
    else value = { step: outcome.step }
    memo = { key, value }
    return value
  }

  const settle = (mine: number, next: Outcome) => {
    // a newer attempt owns the flow
    if (mine !== attempt) return
    outcome = next
    store.setState({})
  }

  return {
    getFarcasterLogin,
    connectFarcaster(): Promise<void> {
      const mine = ++attempt
      outcome = { step: 'running', scanned: false }
      store.setState({})
      // an instance without the embedded wallet refuses at once: the flow fails, it does not stay preparing
      let pending: Promise<void>
      try {
        pending = connectFarcaster()
      } catch (error) {
        pending = Promise.reject(error)
      }
      return pending.then(
        () => settle(mine, { step: 'connected' }),
        (error: unknown) => {
          settle(mine, { step: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
          throw error
        },
      )
    },
  }
}
