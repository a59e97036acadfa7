// A fresh headless Chromium per run, cut off from everything but loopback.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../../../devnet/src/chromium.mjs'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * @param {{ ignoreHTTPSErrors?: boolean }} [options] ignoreHTTPSErrors: the page is served with the bench's own
 *   loopback certificate (HTTP/2)
 * @returns {Promise<{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, blocked: string[] }>}
 */
export async function openPage({ ignoreHTTPSErrors = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors })
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
