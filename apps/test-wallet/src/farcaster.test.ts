// The wallet's Farcaster client part: reading the relay's link, the SIWF message it signs, the authenticate call.
import { describe, expect, test, vi } from 'vitest'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { DEFAULT_ACCOUNT } from './accounts.ts'
import {
  approveFarcasterSignIn,
  authenticateRequest,
  farcasterMessage,
  INCOMPLETE_LINK,
  isFarcasterRoute,
  parseFarcasterLink,
} from './farcaster.ts'

const HASH =
  '#farcaster?channelToken=ch-1&nonce=abcdef123456&siweUri=http%3A%2F%2F127.0.0.1%3A5175%2F&domain=127.0.0.1%3A5175'
const identity = { relayUrl: 'http://127.0.0.1:5177/', fid: 1, username: 'latch-tester' }
const issuedAt = new Date('2026-01-02T03:04:05.000Z')

describe('the relay link', () => {
  test("opens the Farcaster screen at '#farcaster?…' only", () => {
    expect(isFarcasterRoute(HASH)).toBe(true)
    expect(isFarcasterRoute('#farcaster')).toBe(true)
    expect(isFarcasterRoute('#farcasterx?a=1')).toBe(false)
    expect(isFarcasterRoute('')).toBe(false)
  })

  test('gives the channel token, nonce, SIWE uri and domain, and the optional bounds when present', () => {
    expect(parseFarcasterLink(HASH)).toEqual({
      channelToken: 'ch-1',
      nonce: 'abcdef123456',
      siweUri: 'http://127.0.0.1:5175/',
      domain: '127.0.0.1:5175',
    })
    const bounded = parseFarcasterLink(
      `${HASH}&notBefore=2026-01-01T00%3A00%3A00.000Z&expirationTime=2026-01-03T00%3A00%3A00.000Z&requestId=r1`,
    )
    expect(bounded).toMatchObject({
      notBefore: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-03T00:00:00.000Z',
      requestId: 'r1',
    })
  })

  test('without a required value it is refused', () => {
    expect(() => parseFarcasterLink('#farcaster?channelToken=ch-1&nonce=abcdef123456&domain=x')).toThrow(
      INCOMPLETE_LINK,
    )
    expect(() => parseFarcasterLink('#farcaster')).toThrow(INCOMPLETE_LINK)
  })
})

describe('the SIWF message', () => {
  test("names the app's domain and uri, the custody address, Optimism, the nonce and the fid (contract 1.1)", () => {
    const link = parseFarcasterLink(HASH)
    const message = farcasterMessage(link, DEFAULT_ACCOUNT.address, 1, issuedAt)
    expect(parseSiweMessage(message)).toEqual({
      domain: '127.0.0.1:5175',
      address: DEFAULT_ACCOUNT.address,
      statement: 'Farcaster Auth',
      uri: 'http://127.0.0.1:5175/',
      version: '1',
      chainId: 10,
      nonce: 'abcdef123456',
      issuedAt,
      resources: ['farcaster://fid/1'],
    })
  })

  test("carries the link's notBefore, expirationTime and requestId", () => {
    const link = {
      ...parseFarcasterLink(HASH),
      notBefore: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-03T00:00:00.000Z',
      requestId: 'r1',
    }
    expect(parseSiweMessage(farcasterMessage(link, DEFAULT_ACCOUNT.address, 1, issuedAt))).toMatchObject({
      notBefore: new Date('2026-01-01T00:00:00.000Z'),
      expirationTime: new Date('2026-01-03T00:00:00.000Z'),
      requestId: 'r1',
    })
  })
})

describe('approving', () => {
  test('posts the message signed by the custody account, fid and username to authenticate with the channel token', async () => {
    const link = parseFarcasterLink(HASH)
    const fetch = vi.fn(async () => new Response(JSON.stringify({ state: 'completed' }), { status: 201 }))
    await approveFarcasterSignIn(link, DEFAULT_ACCOUNT, identity, { fetch, now: issuedAt })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://127.0.0.1:5177/v1/channel/authenticate')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ authorization: 'Bearer ch-1', 'content-type': 'application/json' })
    const body = JSON.parse(String(init.body)) as {
      message: string
      signature: `0x${string}`
      fid: number
      username: string
    }
    expect(body).toMatchObject({
      fid: 1,
      username: 'latch-tester',
      message: farcasterMessage(link, DEFAULT_ACCOUNT.address, 1, issuedAt),
    })
    expect(
      await verifyMessage({ address: DEFAULT_ACCOUNT.address, message: body.message, signature: body.signature }),
    ).toBe(true)
  })

  test('a relay that refuses (an unknown or expired channel) is reported with its answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401 }))
    await expect(
      approveFarcasterSignIn(parseFarcasterLink(HASH), DEFAULT_ACCOUNT, identity, { fetch }),
    ).rejects.toThrow('The Farcaster relay refused the sign-in (401: Unauthorized)')
  })

  test('authenticateRequest joins the relay url without a double slash', () => {
    const { url } = authenticateRequest(
      parseFarcasterLink(HASH),
      { ...identity, relayUrl: 'http://127.0.0.1:5177' },
      { message: 'm', signature: '0x00' },
    )
    expect(url).toBe('http://127.0.0.1:5177/v1/channel/authenticate')
  })
})
