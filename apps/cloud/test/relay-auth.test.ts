// The relay opens a socket only for a client whose relay-auth JWT verifies: the ed25519 signature of the
// did:key in `iss`, `aud` naming this relay, `exp`/`iat` — as @walletconnect/core signs it (@walletconnect/relay-auth).
// A forged, expired or foreign token is refused before the upgrade; so is a client address over its socket limit.
import { createServer, type Server } from 'node:http'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { attachRelay, type Relay } from '../src/relay/relay.ts'
import { RelayClient, randomTopic, relayAuth, relayIdentity } from './relay-client.ts'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** a relay on a bare HTTP server; its URL without the query */
async function relayServer(options: Partial<Parameters<typeof attachRelay>[1]> = {}) {
  const server: Server = createServer((_request, response) => response.end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const relay: Relay = await attachRelay(server, { projectKnown: async (id) => id === 'latch-test', ...options })
  const address = server.address()
  const url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/relay`
  return {
    url,
    relay,
    async stop() {
      await relay.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** the upgrade's answer: 101 when the socket opened, else the refusal's status and error text */
function upgrade(
  url: string,
  auth: string | undefined,
): Promise<{ status: number; error?: string; socket?: WebSocket }> {
  const target = new URL(url)
  target.searchParams.set('projectId', 'latch-test')
  if (auth !== undefined) target.searchParams.set('auth', auth)
  return new Promise((resolve) => {
    const socket = new WebSocket(target)
    socket.once('open', () => resolve({ status: 101, socket }))
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, error: (JSON.parse(body) as { error: string }).error }),
      )
    })
    socket.once('error', () => undefined)
  })
}

describe('relay auth: the client JWT', () => {
  let target: Awaited<ReturnType<typeof relayServer>>
  beforeAll(async () => {
    target = await relayServer()
  })
  afterAll(() => target?.stop())

  it('accepts the token @walletconnect/core signs, and knows the client by its did:key', async () => {
    const identity = relayIdentity()
    const client = await RelayClient.connect(target.url, { identity })
    const topic = randomTopic()
    // the subscription id is sha256(topic + did:key): the relay took the verified iss
    const { createHash } = await import('node:crypto')
    expect(await client.call('irn_subscribe', { topic })).toBe(
      createHash('sha256')
        .update(topic + identity.did)
        .digest('hex'),
    )
    await client.close()
  })

  it('refuses a missing or malformed token (401)', async () => {
    expect(await upgrade(target.url, undefined)).toMatchObject({ status: 401, error: 'Unauthorized: auth missing' })
    expect((await upgrade(target.url, 'not.a.jwt')).status).toBe(401)
    expect((await upgrade(target.url, 'x'.repeat(5000))).status).toBe(401)
  })

  it('refuses a forged token: another iss on a valid signature, a signature by another key, a wrong algorithm', async () => {
    const [header, payload, signature] = (await relayAuth(relayIdentity(), target.url)).split('.') as [
      string,
      string,
      string,
    ]
    const other = encodeIss(generateKeyPair().publicKey)
    const swappedIss = `${header}.${b64({ ...decode(payload), iss: other })}.${signature}`
    expect(await upgrade(target.url, swappedIss)).toMatchObject({
      status: 401,
      error: 'Unauthorized: auth signature does not verify',
    })
    const stranger = await relayAuth(relayIdentity(), target.url)
    const borrowed = `${header}.${payload}.${stranger.split('.')[2]}`
    expect(await upgrade(target.url, borrowed)).toMatchObject({
      status: 401,
      error: 'Unauthorized: auth signature does not verify',
    })
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`
    expect(await upgrade(target.url, none)).toMatchObject({
      status: 401,
      error: 'Unauthorized: auth is not an EdDSA JWT',
    })
    const notEd25519 = `${header}.${b64({ ...decode(payload), iss: 'did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme' })}.${signature}`
    expect(await upgrade(target.url, notEd25519)).toMatchObject({
      status: 401,
      error: 'Unauthorized: auth iss is not an ed25519 did:key',
    })
  })

  it('refuses an expired token and one issued in the future', async () => {
    const identity = relayIdentity()
    const expired = await signJWT('latch-test', target.url, 60, identity.keyPair, nowSeconds() - 3600)
    expect(await upgrade(target.url, expired)).toMatchObject({ status: 401, error: 'Unauthorized: auth expired' })
    const future = await signJWT('latch-test', target.url, 86_400, identity.keyPair, nowSeconds() + 3600)
    expect(await upgrade(target.url, future)).toMatchObject({ status: 401, error: 'Unauthorized: auth not yet valid' })
  })

  it('refuses a token made for another relay (aud)', async () => {
    const elsewhere = await relayAuth(relayIdentity(), 'wss://relay.walletconnect.org')
    expect(await upgrade(target.url, elsewhere)).toMatchObject({
      status: 401,
      error: 'Unauthorized: auth is for another relay',
    })
    const otherPort = await relayAuth(
      relayIdentity(),
      target.url.replace(/:(\d+)\//, (_, port) => `:${Number(port) + 1}/`),
    )
    expect((await upgrade(target.url, otherPort)).status).toBe(401)
  })
})

describe('relay auth: behind a load balancer', () => {
  it('takes the public relay URL as the audience, whatever scheme the client used', async () => {
    const target = await relayServer({ publicUrls: ['wss://relay.latch.example/relay'] })
    try {
      const forPublic = await relayAuth(relayIdentity(), 'wss://relay.latch.example/relay')
      const opened = await upgrade(target.url, forPublic)
      expect(opened.status).toBe(101)
      opened.socket?.close()
      // the address the load balancer forwards to is not what clients were given
      expect((await upgrade(target.url, await relayAuth(relayIdentity(), target.url))).status).toBe(401)
    } finally {
      await target.stop()
    }
  })
})

describe('relay: sockets per client address', () => {
  it('refuses the socket over the limit (429) and takes one again once a socket closes', async () => {
    const target = await relayServer({ maxConnectionsPerIp: 3 })
    try {
      const open = await Promise.all([1, 2, 3].map(() => RelayClient.connect(target.url)))
      const refused = await upgrade(target.url, await relayAuth(relayIdentity(), target.url))
      expect(refused).toMatchObject({ status: 429, error: 'Too many connections from this address' })
      await open[0]!.close()
      // the relay counts the closed socket out as its close event runs
      let again = await upgrade(target.url, await relayAuth(relayIdentity(), target.url))
      for (let attempt = 0; again.status !== 101 && attempt < 20; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        again = await upgrade(target.url, await relayAuth(relayIdentity(), target.url))
      }
      expect(again.status).toBe(101)
      again.socket?.close()
      await Promise.all(open.slice(1).map((client) => client.close()))
    } finally {
      await target.stop()
    }
  })
})
