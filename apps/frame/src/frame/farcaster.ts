// Farcaster sign-in in the frame (docs/contracts/farcaster-and-signing.md §1.3): poll the cloud while the user
// approves in their Farcaster client. The channel token stays in the frame's memory, never posted to the page.
import { TEXTS } from '@latch/core'
import type { AuthApi, FarcasterStatus } from './session.ts'

/** how often the cloud is asked whether the Farcaster client signed; the channel's 5 min lifetime bounds the wait */
export const FARCASTER_POLL_MS = 1_000
/** SPEC: the one text for every failure */
export const FARCASTER_FAILED = TEXTS.failedToConnectFarcaster

export type FarcasterSignIn = Extract<FarcasterStatus, { state: 'completed' }>

const failed = () => new Error(FARCASTER_FAILED)

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // aborted while the status call was out: the abort event has already fired
    if (signal.aborted) return reject(failed())
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(failed())
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** the completed sign-in; a refusal, a failed call or `signal` aborting (newer sign-in, sign-out) is FARCASTER_FAILED */
export async function waitForFarcasterSignIn(
  api: Pick<AuthApi, 'farcasterStatus' | 'signOut'>,
  channelToken: string,
  signal: AbortSignal,
  pollMs = FARCASTER_POLL_MS,
): Promise<FarcasterSignIn> {
  for (;;) {
    if (signal.aborted) throw failed()
    const status = await api.farcasterStatus(channelToken).catch(() => {
      throw failed()
    })
    if (status.state === 'completed') {
      // the wait was given up while the cloud made the session: nobody will hold it, so end it
      if (signal.aborted) {
        await api.signOut(status.token).catch(() => undefined)
        throw failed()
      }
      return status
    }
    await pause(pollMs, signal)
  }
}
