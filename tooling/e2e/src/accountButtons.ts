// What a page painted, recorded from each load's first paint: every account button it showed (a session that must
// never look connected is checked against it) and when, and whether "Connect Wallet" was ever painted.
import type { BrowserContext, Page } from 'playwright-core'

/** every account button the context's pages show, from each load's first paint (the record starts again per load) */
export async function recordAccountButtons(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    const paints: number[] = []
    const connectPaints: number[] = []
    Object.assign(window, { seenAccountButtons: seen, accountPaints: paints, connectWalletPaints: connectPaints })
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button[aria-label^="Account "]')) {
        seen.push(button.getAttribute('aria-label') ?? '')
        paints.push(performance.now())
      }
      for (const button of document.querySelectorAll('button'))
        if (button.textContent === 'Connect Wallet') connectPaints.push(performance.now())
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

export const seenAccountButtons = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenAccountButtons: string[] }).seenAccountButtons)

/** the account buttons a load showed as connected: one labelled "Reconnecting..." says its wallet has not answered yet */
export const shownConnected = async (page: Page) =>
  (await seenAccountButtons(page)).filter((label) => !label.endsWith(', Reconnecting...'))

/** whether the load ever painted "Connect Wallet" (a returning visitor's account is on the first paint instead) */
export const connectWalletPainted = (page: Page) =>
  page.evaluate(() => (window as unknown as { connectWalletPaints: number[] }).connectWalletPaints.length > 0)
