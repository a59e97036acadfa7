// What a page painted, recorded from each load's first paint: every account button it showed (a session that must
// never look connected is checked against it) and when.
import type { BrowserContext, Page } from 'playwright-core'

/** every account button the context's pages show, from each load's first paint (the record starts again per load) */
export async function recordAccountButtons(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    const paints: number[] = []
    Object.assign(window, { seenAccountButtons: seen, accountPaints: paints })
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button[aria-label^="Account "]')) {
        seen.push(button.getAttribute('aria-label') ?? '')
        paints.push(performance.now())
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

export const seenAccountButtons = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenAccountButtons: string[] }).seenAccountButtons)
