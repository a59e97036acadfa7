// The frame as an operator hosts it on any web server or CDN: the static files `latch-frame build` finishes (the page
// with its configuration written in) served by a plain web server with exactly the headers its headers.json lists,
// answering for the frame's origin; nothing comes from the frame server. The demo signs up by email and signs a message through it. 
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { finishStaticFrame, type HeaderRules } from '../../../apps/frame/src/server/static.ts'
import { FRAME_SELECTOR, signInByEmail, signMessageInFrame, uniqueEmail } from './embedded.ts'
import { env, useDemo } from './harness.ts'

const openDemo = useDemo(['--disable-features=LocalNetworkAccessChecks'])
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

let staticDir: string
let rules: HeaderRules

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'latch-static-frame-'))
  cpSync(env.frameDir, staticDir, { recursive: true })
  rules = await finishStaticFrame(staticDir, {
    cloudUrl: env.cloudUrl,
    allowedOrigins: [new URL(env.demoUrl).origin],
    rpcUrls: [...env.rpcUrls, env.solana.rpcUrl],
    bundlers: env.bundlers,
  })
})
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

/** a host that knows only the files and headers.json: the first rule whose path matches, as the rules are ordered */
function headersFor(path: string): Record<string, string> {
  const rule = Object.keys(rules).find((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  )
  return rule ? rules[rule]! : {}
}

/** a plain web server over the files: the first rule whose path matches gives the headers, nothing else does */
function startStaticServer(served: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://static')
    const file = pathname === '/' ? 'index.html' : pathname.slice(1)
    let body: Buffer
    try {
      body = readFileSync(join(staticDir, file))
    } catch {
      response.writeHead(404).end('Not found')
      return
    }
    served.push(pathname)
    response
      .writeHead(200, { ...headersFor(pathname), 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/**
 * the frame's origin answered from the static server, as a CDN in front of the frame's host would: the page keeps
 * the frame's origin (so 'self' is the frame's). Chromium gives a response Playwright fulfils no address space, so
 * its local-network check would refuse the frame's calls to the cloud on 127.0.0.1: this browser runs without it.
 */
async function frameFrom(context: BrowserContext, server: Server) {
  const { port } = server.address() as AddressInfo
  await context.route(`${new URL(env.frameUrl).origin}/**`, async (route) => {
    const url = new URL(route.request().url())
    await route.fulfill({
      response: await route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` }),
    })
  })
}

describe('the static frame', () => {
  test('R-1.4 R-1.18 served as plain files with its headers.json, it signs up by email and signs a message that verifies', async () => {
    const served: string[] = []
    const server = await startStaticServer(served)
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const { page } = await openDemo({ init: (context) => frameFrom(context, server) })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const address = await signInByEmail(page, uniqueEmail('static'))
    const signature = await signMessageInFrame(page)
    expect(await verifyMessage({ address, message: 'Hello from the Latch demo', signature })).toBe(true)
    // the frame really came from the static files: its page and its scripts, under the page's own CSP
    expect(served).toContain('/')
    expect(served.some((path) => path.startsWith('/assets/'))).toBe(true)
    expect(headersFor('/')['content-security-policy']).toContain(`frame-ancestors ${new URL(env.demoUrl).origin}`)
    expect(await page.locator(FRAME_SELECTOR).getAttribute('src')).toContain(new URL(env.frameUrl).origin)
    expect(violations).toEqual([])
  })
})
