// Launches the machine's Chromium through playwright-core; each test gets a fresh context.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../devnet/src/chromium.mjs'


export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** a phone as the modal sees it: touch, small viewport, mobile user agent */
export const MOBILE: BrowserContextOptions = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })
}
