// Before the frame signs or sends, the cloud is asked whether the session still lives (signed out everywhere, expired):
// an open frame must not keep signing for a session that ended elsewhere. A live answer stands for a few seconds only.
import { ProviderDisconnectedError } from '@latch/core'
import { AuthApiError } from './session.ts'

/** how long a live answer stands for the next unsafe request */
export const SESSION_RECHECK_MS = 5_000

export interface LiveSession {
  /** resolves while the session lives; throws WalletSignedOut (4900) once it ended */
  assertLive(): Promise<void>
}

export function createLiveSession(deps: {
  token(): string | null
  isConnected(): Promise<boolean>
  now?: () => number
}): LiveSession {
  const now = deps.now ?? Date.now
  let live: { token: string; at: number } | undefined
  return {
    async assertLive() {
      const token = deps.token()
      if (token && live?.token === token && now() - live.at < SESSION_RECHECK_MS) return
      live = undefined
      // an expired session answers 401 once (and is forgotten); a cloud that cannot be reached signs nothing either
      const connected = await deps.isConnected().catch((error: unknown) => {
        if (error instanceof AuthApiError && error.status === 401) return false
        throw error
      })
      if (!connected || !token) throw new ProviderDisconnectedError('WalletSignedOut')
      live = { token, at: now() }
    },
  }
}
