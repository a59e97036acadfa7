// Farcaster sign-in in the frame (docs/contracts/farcaster-and-signing.md §1.3): poll the cloud while the user
// approves in their Farcaster client. The channel token stays in the frame's memory, never posted to the page.
import { latchError, TEXTS } from '@latch/core'
import type { AuthApi, FarcasterStatus } from './session.ts'

/** how often the cloud is asked whether the Farcaster client signed; the channel's 5 min lifetime bounds the wait */
export const FARCASTER_POLL_MS = 1_000
/** SPEC: the one text for every failure */
export const FARCASTER_FAILED = TEXTS.failedToConnectFarcaster

export type FarcasterSignIn = Extract<FarcasterStatus, { state: 'completed' }>

const failed = () => latchError('FailedToConnectFarcaster')

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

export interface FarcasterHandlerDeps {
  api: AuthApi
  pollMs?: number
  /** keeps the new session and this device's token */
  signedIn(token: string, deviceToken: string): void
  /** CONNECT_FARCASTER's answer, once the account's wallet is on this device (DEVICE_NOT_CONNECTED before) */
  answer(userName: string | null): Promise<{ userName: string }>
}

/** GET_FARCASTER_URI and CONNECT_FARCASTER; the channel token the frame polls with never leaves it */
export function farcasterHandlers(deps: FarcasterHandlerDeps) {
  /** the sign-in in progress */
  let current: { wait: AbortController; channelToken?: string } | undefined
  /** the sign-in that completed, until its wallet is on this device: asked again after CONNECT_DEVICE */
  let completed: { userName: string | null } | undefined

  function end(): void {
    current?.wait.abort()
    current = undefined
    completed = undefined
  }

  return {
    end,
    // only the link goes to the page
    async uri(): Promise<{ url: string }> {
      end()
      const mine: NonNullable<typeof current> = { wait: new AbortController() }
      current = mine
      const channel = await deps.api.farcasterChannel().catch(() => {
        throw latchError('FailedToConnectFarcaster')
      })
      if (mine.wait.signal.aborted) throw latchError('FailedToConnectFarcaster')
      mine.channelToken = channel.channelToken
      return { url: channel.url }
    },
    //
    async connect(): Promise<{ userName: string }> {
      const mine = current
      if (!mine && completed) return deps.answer(completed.userName)
      if (!mine?.channelToken) throw latchError('FailedToConnectFarcaster')
      try {
        const session = await waitForFarcasterSignIn(deps.api, mine.channelToken, mine.wait.signal, deps.pollMs)
        deps.signedIn(session.token, session.deviceToken)
        completed = { userName: session.userName }
      } finally {
        // a channel signs in once
        if (current === mine) current = undefined
      }
      return deps.answer(completed.userName)
    },
  }
}
