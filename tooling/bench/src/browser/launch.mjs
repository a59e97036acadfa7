// A fresh headless Chromium per run, cut off from everything but loopback.
import { chromium } from 'playwright-core'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // page.route does not see WebSockets; this makes every other host fail fast
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** @returns {Promise<{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, blocked: string[] }>} */
export async function openPage() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const blocked = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.has(url.hostname)) return route.continue()
    blocked.push(url.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  return { browser, page, blocked }
}
