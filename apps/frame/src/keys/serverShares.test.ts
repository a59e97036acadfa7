// No SPEC rule: the frame's ServerShareSource (apps/frame/KEYS.md) against a local node:http stand-in for the
// auth service's key-share call (the real one is tested in apps/cloud/test/auth-key-share.test.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WalletKeyError } from './errors.ts'
import { cloudServerShares, ServerShareError } from './serverShares.ts'

const SHARE = Uint8Array.from({ length: 32 }, (_, i) => 255 - i)
const requests: { url: string; body: unknown }[] = []
/** what the stand-in answers, by session token */
const answers: Record<string, [number, unknown]> = {
  live: [200, { share: Buffer.from(SHARE).toString('base64') }],
  expired: [401, { error: 'Session Expired' }],
  unknown: [401, { error: 'Not signed in' }],
  short: [200, { share: Buffer.alloc(16).toString('base64') }],
}

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return JSON.parse(text) as { token: string }
}

let server: Server
let cloudUrl: string
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    requests.push({ url: `${request.method} ${request.url}`, body })
    const [status, answer] = answers[body.token] ?? [500, {}]
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cloudUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('cloudServerShares', () => {
  it('posts the session token to the project\'s key-share call and returns the 32 share bytes', async () => {
    const shares = cloudServerShares({ cloudUrl, projectId: 'proj-1', fetch })
    expect(await shares.get('live')).toEqual(SHARE)
    expect(requests.at(-1)).toEqual({ url: 'POST /v1/auth/key-share?projectId=proj-1', body: { token: 'live' } })
  })

  it('an expired or unknown session is a ServerShareError carrying the service\'s status and text', async () => {
    const shares = cloudServerShares({ cloudUrl, projectId: 'proj-1', fetch })
    await expect(shares.get('expired')).rejects.toEqual(new ServerShareError(401, 'Session Expired'))
    const refused = await shares.get('unknown').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ServerShareError)
    expect(refused).toMatchObject({ status: 401, message: 'Not signed in' })
  })

  it('refuses an answer that is not exactly 32 bytes (BAD_SHARE) rather than build a weak KEK', async () => {
    const shares = cloudServerShares({ cloudUrl, projectId: 'proj-1', fetch })
    const error = await shares.get('short').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletKeyError)
    expect(error).toMatchObject({ code: 'BAD_SHARE' })
  })
})
