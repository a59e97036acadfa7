import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FARCASTER_FAILED, FARCASTER_POLL_MS, waitForFarcasterSignIn } from './farcaster.ts'
import type { FarcasterStatus } from './session.ts'

const completed: FarcasterStatus = {
  state: 'completed',
  token: 'session-token',
  deviceToken: 'device-token',
  email: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  userName: 'ada',
  provider: 'farcaster',
}

/** a cloud that answers the given statuses in turn */
function cloud(...answers: (FarcasterStatus | Error)[]) {
  const farcasterStatus = vi.fn(async (_token: string) => {
    const answer = answers.shift() ?? { state: 'pending' as const }
    if (answer instanceof Error) throw answer
    return answer
  })
  return { farcasterStatus, signOut: vi.fn(async (_token: string) => undefined) }
}

/** a cloud whose first status call answers `answer` only after the wait was given up */
function givenUpDuringFirstCall(answer: FarcasterStatus) {
  const wait = new AbortController()
  const api = cloud()
  api.farcasterStatus.mockImplementationOnce(async () => {
    wait.abort()
    return answer
  })
  return { api, wait }
}

describe('waitForFarcasterSignIn (docs/design/farcaster-and-signing.md §1.3)', () => {
  it('polls with the channel token while pending and answers the completed sign-in', async () => {
    const api = cloud({ state: 'pending' }, { state: 'pending' }, completed)
    expect(await waitForFarcasterSignIn(api, 'channel', new AbortController().signal, 0)).toEqual(completed)
    expect(api.farcasterStatus.mock.calls).toEqual([['channel'], ['channel'], ['channel']])
  })

  it('R-8.35 a refused or failed status call ends the wait with the one text', async () => {
    const api = cloud({ state: 'pending' }, new Error('Session Expired'))
    await expect(waitForFarcasterSignIn(api, 'channel', new AbortController().signal, 0)).rejects.toThrow(
      FARCASTER_FAILED,
    )
    expect(FARCASTER_FAILED).toBe('Failed to connect to farcaster')
    expect(FARCASTER_POLL_MS).toBe(1_000)
  })

  describe('aborting (a newer sign-in, sign-out) ends the wait without waiting out the pause', () => {
    // fake timers: a wait that needed the pause to run out would never settle
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('during the pause', async () => {
      const api = cloud()
      const wait = new AbortController()
      const waiting = waitForFarcasterSignIn(api, 'channel', wait.signal)
      const outcome = expect(waiting).rejects.toThrow(FARCASTER_FAILED)
      await vi.advanceTimersByTimeAsync(FARCASTER_POLL_MS - 1)
      wait.abort()
      await outcome
      expect(api.farcasterStatus).toHaveBeenCalledTimes(1)
    })

    it('while the status call is out', async () => {
      const { api, wait } = givenUpDuringFirstCall({ state: 'pending' })
      await expect(waitForFarcasterSignIn(api, 'channel', wait.signal)).rejects.toThrow(FARCASTER_FAILED)
      expect(api.farcasterStatus).toHaveBeenCalledTimes(1)
    })
  })

  it('a session completed after the wait was given up is signed out, not handed on', async () => {
    const { api, wait } = givenUpDuringFirstCall(completed)
    await expect(waitForFarcasterSignIn(api, 'channel', wait.signal, 0)).rejects.toThrow(FARCASTER_FAILED)
    expect(api.signOut).toHaveBeenCalledWith('session-token')
  })
})
