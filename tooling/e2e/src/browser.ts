// Launches the machine's Chromium through playwright-core; each test gets a fresh context.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
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
  afterEach(async ({ task }) => {
    // a failed attempt's pages say what a person would have seen, before they close
    if (task.result?.state === 'fail')
      for (const context of contexts) for (const page of context.pages()) await printDialogs(page)
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

/** how long a failed test's page may take to describe its dialogs */
const SNAPSHOT_TIMEOUT_MS = 2_000

/** each open dialog's accessibility tree: a wait's call log says what was missing, this what was there instead */
async function printDialogs(page: Page): Promise<void> {
  try {
    const dialogs = await page.getByRole('dialog').all()
    const trees = await Promise.all(dialogs.map((dialog) => dialog.ariaSnapshot({ timeout: SNAPSHOT_TIMEOUT_MS })))
    const lines = trees.flatMap((tree) => tree.split('\n'))
    console.error([`${page.url()}: ${dialogs.length} dialog(s) open`, ...lines].map((line) => `  ${line}`).join('\n'))
  } catch (error) {
    console.error(`  ${page.url()}: its dialogs could not be read (${(error as Error).message.split('\n')[0]})`)
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
