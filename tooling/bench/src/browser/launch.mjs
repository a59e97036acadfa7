// A fresh headless Chromium per run, cut off from everything but loopback.
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../../../devnet/src/chromium.mjs'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const PROBE = fileURLToPath(new URL('probe.js', import.meta.url))
const TEST_WALLET = fileURLToPath(new URL('test-wallet.js', import.meta.url))

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

/**
 * openPage with the bench's init scripts: the probe that times the button and the wallet list, and the test wallet
 * announced over EIP-6963
 * @param {{ ignoreHTTPSErrors?: boolean }} [options]
 */
export async function openProbedPage(options) {
  const opened = await openPage(options)
  try {
    await opened.page.addInitScript({ path: PROBE })
    await opened.page.addInitScript({ path: TEST_WALLET })
    return opened
  } catch (error) {
    await opened.browser.close()
    throw error
  }
}

/** presses the connect button where the probe sees it, as a person would; `what` names the press in the error */
export async function pressConnectButton(page, what = 'click') {
  const target = await page.evaluate(() => window.__latchBench.connectButtonCenter())
  if (!target) throw new Error(`the connect button is gone before the ${what}`)
  await page.mouse.click(target.x, target.y)
}
