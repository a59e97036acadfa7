// Sign In With Farcaster against the real app on both engines, the relay stand-in and the IdRegistry stand-in on
// the shared anvil chain (docs/design/farcaster-and-signing.md §1.2).  
import { randomBytes } from 'node:crypto'
import { type Address, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import {
  approveFarcasterSignIn,
  type ApproveFarcasterSignInOptions,
  farcasterLinkFields,
  ID_REGISTRY_ADDRESS as STANDIN_REGISTRY_ADDRESS,
  installIdRegistryStandin,
  registerFid,
  startFarcasterRelayStandin,
} from '../../../tooling/devnet/src/farcaster-standin.ts'
import { hashToken } from '../src/auth/secrets.ts'
import { AUTH_TEXTS } from '../src/auth/limits.ts'
import { ID_REGISTRY_ADDRESS } from '../src/config.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_PROJECT, createAuthProject, manualClock, post, storedSessionUser } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const rpcUrl = ((inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }).rpcUrls[0]
const CLIENT_URL = 'http://127.0.0.1:5174/#farcaster'
const OTHER_PROJECT = 'auth-tests-farcaster-other'
// a registry of this file's own on the shared chain: other files register their fids elsewhere
const registry = getAddress(`0x${randomBytes(20).toString('hex')}`) as Address
const custodyKey = generatePrivateKey()
const custody = privateKeyToAccount(custodyKey).address
const FID = 3
const OTHER_FID = 4
const otherKey = generatePrivateKey()

const relay = await startFarcasterRelayStandin({ clientUrl: CLIENT_URL })
afterAll(() => relay.close())
await installIdRegistryStandin(rpcUrl, registry)
await registerFid(rpcUrl, FID, custody, registry)
await registerFid(rpcUrl, OTHER_FID, privateKeyToAccount(otherKey).address, registry)

const farcaster = {
  relayUrl: relay.url,
  domain: '127.0.0.1:5175',
  siweUri: 'http://127.0.0.1:5175/',
  idRegistry: { rpcUrl, address: registry },
}
const refusal = { status: 401, body: { error: AUTH_TEXTS.farcasterFailed } }

interface Channel {
  url: string
  channelToken: string
}

describeOnEngines('auth: farcaster', { farcaster }, (engine) => {
  beforeAll(async () => {
    await createAuthProject(engine())
    await saveProject(engine().context.db, {
      id: OTHER_PROJECT,
      name: 'Other',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
  })

  const openChannel = async (projectId = AUTH_PROJECT) => {
    const answer = await post<Channel>(engine(), '/v1/auth/farcaster/channel', {}, projectId)
    expect(answer.status).toBe(200)
    return answer.body
  }
  const status = (channelToken: string, projectId = AUTH_PROJECT) =>
    post(engine(), '/v1/auth/farcaster/status', { channelToken }, projectId)
  const approve = (url: string, options: Partial<ApproveFarcasterSignInOptions> = {}) =>
    approveFarcasterSignIn(url, { relayUrl: relay.url, privateKey: custodyKey, fid: FID, username: 'ada', ...options })
  const userOf = (token: string) => storedSessionUser(engine(), token)

  it('R-3.86 R-3.87 the channel gives the client link and our own token; pending until the client signs; then a farcaster session with the username', async () => {
    const channel = await openChannel()
    expect(Object.keys(channel).sort()).toEqual(['channelToken', 'url'])
    expect(channel.url.startsWith(`${CLIENT_URL}?`)).toBe(true)
    const link = farcasterLinkFields(channel.url)
    expect(link).toMatchObject({
      siweUri: farcaster.siweUri,
      domain: farcaster.domain,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    // the link (the page, the QR code) carries the relay's token; ours finishes the sign-in
    expect(link.channelToken).not.toBe(channel.channelToken)
    expect(channel.url).not.toContain(channel.channelToken)
    expect(await status(channel.channelToken)).toMatchObject({ status: 200, body: { state: 'pending' } })

    await approve(channel.url)
    const done = await status(channel.channelToken)
    expect(done).toMatchObject({
      status: 200,
      body: {
        state: 'completed',
        token: expect.any(String),
        email: null,
        userName: 'ada',
        provider: 'farcaster',
        expiresAt: expect.any(String),
      },
    })
    const check = await post(engine(), '/v1/auth/session/check', { token: done.body.token })
    expect(check.body).toMatchObject({
      isConnected: true,
      email: null,
      userName: 'ada',
      provider: 'farcaster',
      userId: expect.any(String),
    })
    // the channel is spent: a poll after completion is refused
    expect(await status(channel.channelToken)).toMatchObject(refusal)
  })

  it('the same fid signs in to the same user again (username updated); another fid is another user', async () => {
    const first = await openChannel()
    await approve(first.url, { username: 'ada' })
    const firstToken = (await status(first.channelToken)).body.token as string
    const second = await openChannel()
    await approve(second.url, { username: 'ada-renamed' })
    const again = await status(second.channelToken)
    expect(again.body).toMatchObject({ userName: 'ada-renamed' })
    expect(await userOf(again.body.token as string)).toBe(await userOf(firstToken))
    const other = await openChannel()
    await approve(other.url, { privateKey: otherKey, fid: OTHER_FID, username: 'bea' })
    const otherToken = (await status(other.channelToken)).body.token as string
    expect(await userOf(otherToken)).not.toBe(await userOf(firstToken))
  })

  const refusals: [string, Partial<ApproveFarcasterSignInOptions>][] = [
    ['a nonce other than the channel nonce', { override: { nonce: 'ffffffffffffffff' } }],
    ['another domain', { override: { domain: 'evil.example' } }],
    ['another uri', { override: { uri: 'https://evil.example/' } }],
    ['a chain id other than 10', { override: { chainId: 1 } }],
    ['another statement', { override: { statement: 'Sign in to evil' } }],
    ['a fid that is not registered', { fid: 424_242 }],
    [
      'a signature by a key that is not the custody key (message names the custody address)',
      { privateKey: otherKey, override: { address: custody } },
    ],
    ['a message by another address than the custody address', { privateKey: otherKey }],
    [
      'resources naming another fid than the relay reports',
      { override: { resources: [`farcaster://fid/${OTHER_FID}`] } },
    ],
    ['an expired message', { override: { expirationTime: new Date(Date.now() - 60_000) } }],
    ['a message not valid yet', { override: { notBefore: new Date(Date.now() + 3_600_000) } }],
  ]
  for (const [name, options] of refusals) {
    it(`R-8.35 refused with 401 'Failed to connect to farcaster': ${name}; the channel is spent`, async () => {
      const channel = await openChannel()
      await approve(channel.url, options)
      expect(await status(channel.channelToken)).toMatchObject(refusal)
      expect(await status(channel.channelToken)).toMatchObject(refusal)
    })
  }

  it('a channel older than 5 minutes is refused (clock moved by hand); a stale one is swept when another opens', async () => {
    const channel = await openChannel()
    await approve(channel.url)
    const clock = manualClock(engine())
    const rowOf = (channelToken: string) =>
      engine()
        .context.db.selectFrom('auth_farcaster_channels')
        .select('nonce')
        .where('channel_token', '=', hashToken(channelToken))
        .executeTakeFirst()
    try {
      clock.advance(5 * 60_000)
      expect(await status(channel.channelToken)).toMatchObject(refusal)
      const stale = await openChannel()
      expect(await rowOf(stale.channelToken)).toBeDefined()
      clock.advance(5 * 60_000)
      await openChannel()
      expect(await rowOf(stale.channelToken)).toBeUndefined()
    } finally {
      engine().context.now = () => new Date()
    }
    expect(await status(channel.channelToken)).toMatchObject(refusal)
  })

  it("another project's channel is refused, and is still there for its own project", async () => {
    const channel = await openChannel()
    expect(await status(channel.channelToken, OTHER_PROJECT)).toMatchObject(refusal)
    expect(await status(channel.channelToken)).toMatchObject({ status: 200, body: { state: 'pending' } })
  })

  it('an unknown channel token is refused; bodies are schema-checked', async () => {
    expect(await status('x'.repeat(43))).toMatchObject(refusal)
    expect((await post(engine(), '/v1/auth/farcaster/status', {})).status).toBe(400)
    expect((await post(engine(), '/v1/auth/farcaster/status', { channelToken: 'short' })).status).toBe(400)
    expect((await post(engine(), '/v1/auth/farcaster/channel', { extra: 1 })).status).toBe(400)
  })

  it('without a farcaster config both endpoints are 404; an unreachable relay is 502', async () => {
    const config = engine().context.config
    try {
      engine().context.config = { ...config, farcaster: undefined }
      const notConfigured = { status: 404, body: { error: AUTH_TEXTS.farcasterNotConfigured } }
      expect(await post(engine(), '/v1/auth/farcaster/channel', {})).toMatchObject(notConfigured)
      expect(await status('x'.repeat(43))).toMatchObject(notConfigured)
      engine().context.config = { ...config, farcaster: { ...farcaster, relayUrl: 'http://127.0.0.1:9' } }
      expect(await post(engine(), '/v1/auth/farcaster/channel', {})).toMatchObject({
        status: 502,
        body: { error: AUTH_TEXTS.farcasterFailed },
      })
    } finally {
      engine().context.config = config
    }
  })

  it("the IdRegistry address defaults to Farcaster's, the one the stand-in takes", () => {
    expect(engine().context.config.farcaster?.idRegistry.address).toBe(registry)
    expect(ID_REGISTRY_ADDRESS).toBe(STANDIN_REGISTRY_ADDRESS)
  })
})
