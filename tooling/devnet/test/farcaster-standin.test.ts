// The Farcaster stand-ins (docs/design/farcaster-and-signing.md §1.1): the relay's channel API in memory, the
// IdRegistry on the shared anvil chain, and the stand-in client's signed SIWF message.
import { randomBytes } from 'node:crypto'
import { type Address, createPublicClient, getAddress, type Hex, http, verifyMessage, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  approveFarcasterSignIn,
  type FarcasterRelayStandin,
  farcasterLinkFields,
  ID_REGISTRY_STANDIN_CODE,
  installIdRegistryStandin,
  registerFid,
  startFarcasterRelayStandin,
} from '../src/farcaster-standin.ts'

const rpcUrl = ((inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }).rpcUrls[0]
const CLIENT_URL = 'http://127.0.0.1:5174/#farcaster'
const SIWE_URI = 'http://127.0.0.1:5175/'
const DOMAIN = '127.0.0.1:5175'

let time = Date.now()
let relay: FarcasterRelayStandin
beforeAll(async () => {
  relay = await startFarcasterRelayStandin({ clientUrl: CLIENT_URL, channelLifetimeMs: 60_000, now: () => time })
})
afterAll(() => relay?.close())

async function call(path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${relay.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}
const openChannel = (extra: Record<string, string> = {}) =>
  call('/v1/channel', { body: { siweUri: SIWE_URI, domain: DOMAIN, nonce: 'abcdef0123456789', ...extra } })

describe('Farcaster relay stand-in', () => {
  it('a channel: 201 with token, nonce and the client link; pending 202; authenticate 201; completed 200 with the signed message', async () => {
    const opened = await openChannel()
    expect(opened.status).toBe(201)
    const { channelToken, url, nonce } = opened.body
    expect(relay.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(nonce).toBe('abcdef0123456789')
    expect(url.startsWith(`${CLIENT_URL}?`)).toBe(true)
    expect(farcasterLinkFields(url)).toMatchObject({ channelToken, nonce, siweUri: SIWE_URI, domain: DOMAIN })

    expect(await call('/v1/channel/status', { token: channelToken })).toEqual({
      status: 202,
      body: { state: 'pending', nonce, url },
    })
    const key = generatePrivateKey()
    const signed = await approveFarcasterSignIn(url, {
      relayUrl: relay.url,
      privateKey: key,
      fid: 7,
      username: 'ada',
      now: new Date(time),
    })
    const status = await call('/v1/channel/status', { token: channelToken })
    expect(status).toEqual({
      status: 200,
      body: {
        state: 'completed',
        nonce,
        url,
        message: signed.message,
        signature: signed.signature,
        fid: 7,
        username: 'ada',
      },
    })
  })

  it('the stand-in client signs a Sign In With Farcaster message by the custody key', async () => {
    const { url } = (await openChannel({ requestId: 'req-1' })).body
    const key = generatePrivateKey()
    const { message, signature } = await approveFarcasterSignIn(url, {
      relayUrl: relay.url,
      privateKey: key,
      fid: 42,
      username: 'bea',
      now: new Date(time),
    })
    const address = privateKeyToAccount(key).address
    expect(parseSiweMessage(message)).toMatchObject({
      domain: DOMAIN,
      address,
      statement: 'Farcaster Auth',
      uri: SIWE_URI,
      version: '1',
      chainId: 10,
      nonce: 'abcdef0123456789',
      requestId: 'req-1',
      resources: ['farcaster://fid/42'],
    })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  it('a missing nonce gets a random alphanumeric one', async () => {
    const opened = await call('/v1/channel', { body: { siweUri: SIWE_URI, domain: DOMAIN } })
    expect(opened.status).toBe(201)
    expect(opened.body.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(farcasterLinkFields(opened.body.url).nonce).toBe(opened.body.nonce)
  })

  it('an unknown channel is 401 Unauthorized; bad bodies are 400', async () => {
    expect(await call('/v1/channel/status', { token: 'no-such-channel' })).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    })
    expect((await call('/v1/channel/status')).status).toBe(401)
    expect((await call('/v1/channel/authenticate', { token: 'no-such-channel', body: {} })).status).toBe(401)
    expect((await call('/v1/channel', { body: { domain: DOMAIN } })).status).toBe(400)
    expect(
      (await call('/v1/channel', { body: { siweUri: SIWE_URI, domain: DOMAIN, nonce: 'not alphanumeric!' } })).status,
    ).toBe(400)
    const { channelToken } = (await openChannel()).body
    expect(
      (
        await call('/v1/channel/authenticate', {
          token: channelToken,
          body: { message: 'm', signature: 'nope', fid: 1, username: 'x' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/v1/channel/authenticate', {
          token: channelToken,
          body: { message: 'm', signature: '0x00', fid: -1, username: 'x' },
        })
      ).status,
    ).toBe(400)
  })

  it('a channel past its lifetime is 401 (the relay clock moved by hand)', async () => {
    const { channelToken } = (await openChannel()).body
    time += 59_999
    expect((await call('/v1/channel/status', { token: channelToken })).status).toBe(202)
    time += 1
    expect(await call('/v1/channel/status', { token: channelToken })).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    })
  })
})

describe('IdRegistry stand-in', () => {
  const registry = getAddress(`0x${randomBytes(20).toString('hex')}`) as Address
  const custodyOf = (fid: bigint) =>
    createPublicClient({ transport: http(rpcUrl) }).readContract({
      address: registry,
      abi: [
        {
          type: 'function',
          name: 'custodyOf',
          stateMutability: 'view',
          inputs: [{ name: 'fid', type: 'uint256' }],
          outputs: [{ type: 'address' }],
        },
      ],
      functionName: 'custodyOf',
      args: [fid],
    })

  it('custodyOf(fid) answers the registered custody address, the zero address for an unknown fid', async () => {
    await installIdRegistryStandin(rpcUrl, registry)
    expect(await createPublicClient({ transport: http(rpcUrl) }).getCode({ address: registry })).toBe(
      ID_REGISTRY_STANDIN_CODE as Hex,
    )
    const custody = privateKeyToAccount(generatePrivateKey()).address
    await registerFid(rpcUrl, 1, custody, registry)
    await registerFid(rpcUrl, 300_000n, zeroAddress, registry)
    expect(await custodyOf(1n)).toBe(custody)
    expect(await custodyOf(2n)).toBe(zeroAddress)
    expect(await custodyOf(300_000n)).toBe(zeroAddress)
  })
})
