// The static server behind the demo, the test wallet and the operator's dashboard: a path that is not a path is the
// caller's error (400), never the server's end.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDashboardServer } from '../../../apps/dashboard/server.ts'
import { serveStatic } from '../../devnet/src/serve-static.mjs'

/** a raw GET: fetch() would reject `/%` before sending it */
function get(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const root = mkdtempSync(join(tmpdir(), 'latch-static-'))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>index</title>')
writeFileSync(join(root, 'app.js'), 'export {}')

describe.each([
  ['the static server', () => serveStatic(root)],
  // the cloud is not needed: only /admin/* and /getWalletImage/* go there
  ["the operator's dashboard server", () => startDashboardServer({ root, cloudUrl: 'http://127.0.0.1:9' })],
])('%s', (_name, start) => {
  let server: { url: string; close(): Promise<void> }
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it.each(['/%', '/%E0%A4%A', '/a%2', '/%00', '/app.js%00.html'])(
    'answers 400 to the malformed path %s and keeps serving',
    async (path) => {
      expect(await get(server.url, path)).toEqual({ status: 400, body: 'Bad path' })
      expect(await get(server.url, '/app.js')).toMatchObject({ status: 200, body: 'export {}' })
    },
  )

  it('still serves its files, and index.html for routes', async () => {
    expect(await get(server.url, '/app.js')).toMatchObject({ status: 200, body: 'export {}' })
    expect((await get(server.url, '/settings/keys')).body).toContain('<title>index</title>')
    expect((await get(server.url, '/%61pp.js')).body).toBe('export {}')
  })
})
