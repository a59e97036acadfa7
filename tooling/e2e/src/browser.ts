// Launches the machine's Chromium through playwright-core; each test gets a fresh context.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../devnet/src/chromium.mjs'

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/** a test file's own browser, launched once; `newContext` opens a context on it that is closed after its test */
export function useBrowser(extraArgs: readonly string[] = []): {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
} {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs)
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    async newContext(options) {
      const context = await newContext(browser!, options)
      contexts.push(context)
      return context
    },
  }
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
