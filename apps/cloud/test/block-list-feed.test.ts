// The block list feed: imported from the operator's URL (a file here, and a local HTTP server), served to every
// project; a feed that is unreachable, malformed or too big keeps the last good list and says why, never crashes.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { importFeed, MAX_FEED_BYTES, startBlockListFeed } from '../src/blockList/feed.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const FEED_ADDRESS = '0x000000000000000000000000000000000000bad1'
const GOOD = { name: 'test feed', addresses: [FEED_ADDRESS], domains: ['Feed-Drainer.example'] }
const SERVED = { addresses: [FEED_ADDRESS], domains: ['feed-drainer.example'] }

const folder = mkdtempSync(join(tmpdir(), 'latch-feed-'))
const feedFile = join(folder, 'feed.json')
writeFileSync(feedFile, JSON.stringify(GOOD))
let server: Server
const HTTP_FEED = JSON.stringify({ addresses: [], domains: ['http-feed.example'] })
let httpBody = HTTP_FEED
let httpStatus = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/moved') return void response.writeHead(302, { location: '/feed.json' }).end()
    response.writeHead(httpStatus, { 'content-type': 'application/json' }).end(httpBody)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describeOnEngines(
  'block list feed',
  { adminToken: ADMIN_TOKEN, blockListFeed: { url: pathToFileURL(feedFile).href } },
  (engine) => {
    const request = (path: string, init?: RequestInit) => engine().request(path, init)
    const served = async () => (await request(`/appkit/v1/block-list?${sdk()}`)).json()
    const useFeed = (url: string) => {
      engine().context.config.blockListFeed.url = url
    }
    const httpUrl = (path = '/feed.json') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`

    beforeAll(async () => {
      await saveProjects(engine().context, PRO)
    })

    it('imports a good file feed at start and serves it to every project', async () => {
      writeFileSync(feedFile, JSON.stringify(GOOD))
      const feed = startBlockListFeed(engine().context)
      feed.stop()
      await expect.poll(served).toEqual(SERVED)
      const status = await (await request('/admin/block-list', admin())).json()
      expect(status.feed).toMatchObject({ url: 'file://', addresses: 1, domains: 1, lastImportAt: expect.any(String) })
      expect(status.feed.lastError).toBeUndefined()
    })

    it('keeps the last good list when the feed is malformed, says why, and takes the next good one', async () => {
      writeFileSync(feedFile, '{ "addresses": [')
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedMalformed' })
      writeFileSync(feedFile, JSON.stringify({ addresses: ['0xnot-an-address'], domains: [] }))
      const status = await importFeed(engine().context)
      expect(status.lastError).toEqual({ code: 'FeedMalformed', message: expect.stringContaining('addresses.0') })
      // the entry itself is not echoed: it is the feed's, not ours
      expect(status.lastError?.message).not.toContain('not-an-address')
      expect(await served()).toEqual(SERVED)
      writeFileSync(feedFile, JSON.stringify({ addresses: [], domains: ['other.example'] }))
      expect((await importFeed(engine().context)).lastError).toBeUndefined()
      expect(await served()).toEqual({ addresses: [], domains: ['other.example'] })
      writeFileSync(feedFile, JSON.stringify(GOOD))
      await importFeed(engine().context)
    })

    it('keeps the last good list when the feed is too big or missing', async () => {
      writeFileSync(feedFile, ' '.repeat(MAX_FEED_BYTES + 1))
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedTooBig' })
      useFeed(pathToFileURL(join(folder, 'missing.json')).href)
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedUnreachable' })
      expect(await served()).toEqual(SERVED)
      writeFileSync(feedFile, JSON.stringify(GOOD))
      useFeed(pathToFileURL(feedFile).href)
    })

    it('imports over HTTP; an error status, a redirect, a big body or a closed port keep the last good list', async () => {
      useFeed(httpUrl())
      httpStatus = 200
      httpBody = HTTP_FEED
      expect((await (await request('/admin/block-list/feed', admin({ method: 'POST' }))).json()).feed).toMatchObject({
        url: httpUrl('').replace(/\/$/, ''),
        domains: 1,
      })
      const fromHttp = { addresses: [], domains: ['http-feed.example'] }
      expect(await served()).toEqual(fromHttp)
      httpStatus = 500
      expect((await importFeed(engine().context)).lastError).toEqual({
        code: 'FeedUnreachable',
        message: 'the feed answered 500',
      })
      httpStatus = 200
      httpBody = JSON.stringify({ domains: Array.from({ length: 400_000 }, (_, i) => `d${i}.example`) })
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedTooBig' })
      useFeed(httpUrl('/moved'))
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedUnreachable' })
      useFeed('http://127.0.0.1:1/feed.json')
      expect((await importFeed(engine().context)).lastError).toMatchObject({ code: 'FeedUnreachable' })
      expect(await served()).toEqual(fromHttp)
    })

    it('never takes a feed URL from a request: the import route has no body or query for one', async () => {
      useFeed(pathToFileURL(feedFile).href)
      const response = await request(
        `/admin/block-list/feed?url=${encodeURIComponent(httpUrl())}`,
        admin({ method: 'POST', json: { url: httpUrl() } }),
      )
      expect(response.status).toBe(200)
      expect((await response.json()).feed.url).toBe('file://')
      expect(await served()).toEqual(SERVED)
    })
  },
)
