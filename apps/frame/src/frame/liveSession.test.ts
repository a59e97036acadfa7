import { describe, expect, it } from 'vitest'
import { RPC_TEXTS } from '@latch/frame'
import { createLiveSession, SESSION_RECHECK_MS } from './liveSession.ts'
import { AuthApiError } from './session.ts'

/** a cloud whose answer the test sets, counting the checks it is asked */
function cloud() {
  const state = { answer: true as boolean | Error, checks: 0, time: 0, token: 'session-1' as string | null }
  const live = createLiveSession({
    token: () => state.token,
    isConnected: async () => {
      state.checks++
      if (state.answer instanceof Error) throw state.answer
      return state.answer
    },
    now: () => state.time,
  })
  return { state, live }
}

describe('the session check before an unsafe request', () => {
  it('a live answer stands for seconds only: asked again once they passed', async () => {
    const { state, live } = cloud()
    await live.assertLive()
    state.time += SESSION_RECHECK_MS - 1
    await live.assertLive()
    expect(state.checks).toBe(1)
    state.time += 1
    await live.assertLive()
    expect(state.checks).toBe(2)
    expect(SESSION_RECHECK_MS).toBeLessThanOrEqual(10_000)
  })

  it('a session that ended (signed out everywhere, or expired: 401) is refused with the signed-out text', async () => {
    const { state, live } = cloud()
    await live.assertLive()
    state.time += SESSION_RECHECK_MS
    state.answer = false
    await expect(live.assertLive()).rejects.toThrow(RPC_TEXTS.signedOut)
    state.answer = new AuthApiError(401, 'Session Expired')
    await expect(live.assertLive()).rejects.toThrow(RPC_TEXTS.signedOut)
  })

  it('another session token is checked at once; a cloud that cannot answer signs nothing', async () => {
    const { state, live } = cloud()
    await live.assertLive()
    state.token = 'session-2'
    state.answer = new Error('Failed to fetch')
    await expect(live.assertLive()).rejects.toThrow('Failed to fetch')
    expect(state.checks).toBe(2)
  })
})
