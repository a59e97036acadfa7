import { describe, expect, it } from 'vitest'
import { createSponsorship, PaymasterRefusal, refusalIn, refusalsMarked } from './sponsorship.ts'

/** the cloud's GET /appkit/v1/config answer (the real route is exercised in apps/frame/test/sponsored-gas.test.ts) */
const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const sponsorship = (fetch: () => Promise<Response>, sessionToken = 'session-token-0123456789') =>
  createSponsorship({
    cloudUrl: 'http://cloud.test',
    projectId: 'p-1',
    fetch: fetch as typeof globalThis.fetch,
    sessionToken: () => sessionToken,
  })

describe('sponsored gas in the frame', () => {
  it('the paymaster URL for a chain the project sponsors, with the session that proves the user; none for another chain or with the feature off', async () => {
    const on = sponsorship(
      answering(200, {
        features: [
          { id: 'email', isEnabled: true, config: null },
          { id: 'sponsoredGas', isEnabled: true, config: ['eip155:31337'] },
        ],
      }),
    )
    expect(await on.paymaster(31337)).toEqual({
      url: 'http://cloud.test/paymaster/v1/31337?projectId=p-1',
      headers: { 'x-latch-session': 'session-token-0123456789' },
    })
    expect(await on.paymaster(31338)).toBeUndefined()
    expect(
      await sponsorship(answering(200, { features: [{ id: 'sponsoredGas', isEnabled: false, config: [] }] })).paymaster(
        31337,
      ),
    ).toBeUndefined()
    // a cloud from before the feature: the account pays
    expect(await sponsorship(answering(200, { features: [] })).paymaster(31337)).toBeUndefined()
  })

  it('an unreadable setting is an error, never a guess about who pays', async () => {
    await expect(sponsorship(answering(500, { error: 'Internal error' })).paymaster(31337)).rejects.toThrow(
      "The project's gas sponsorship setting could not be read: the cloud answered 500",
    )
    await expect(sponsorship(answering(200, { features: 'all' })).paymaster(31337)).rejects.toThrow(
      "The project's gas sponsorship setting could not be read: an unexpected answer",
    )
    await expect(sponsorship(() => Promise.reject(new TypeError('Failed to fetch'))).paymaster(31337)).rejects.toThrow(
      /could not be read: Failed to fetch$/,
    )
  })

  it("the paymaster service's errors are marked as its refusal, and found among an error's causes", async () => {
    const marked = refusalsMarked(
      {
        getPaymasterStubData: (_: never) => Promise.reject(new Error('raw')),
        getPaymasterData: (_: never) => Promise.resolve({ paymaster: '0x1' }),
      },
      () => 'Gas sponsorship is not enabled for this project',
    )
    const error = await marked.getPaymasterStubData(undefined as never).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PaymasterRefusal)
    expect(refusalIn(new Error('outer', { cause: new Error('middle', { cause: error }) }))?.message).toBe(
      'Gas sponsorship is not enabled for this project',
    )
    expect(refusalIn(new Error('bundler'))).toBeUndefined()
    expect(await marked.getPaymasterData(undefined as never)).toEqual({ paymaster: '0x1' })
  })
})
