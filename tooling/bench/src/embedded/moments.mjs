// The moments of an email sign-up as the page and its frame saw them (Date.now() there, the same clock as the
// bench's): "Continue" pressed and the code screen shown; the recovery card's "I saved it" in the DOM, armed (aria-disabled false: the card was fully visible for its
// arm time), pressed, and the page's account button. Playwright's own waits poll from the driver at growing intervals
// (0, 20, 50, 100, 100 ms, then every 500 ms) and its click checks the button first, so times taken around them would
// count up to ~0.5 s per wait that no person waits.

/** starts watching in the wallet's frame and the page; `read()` gives the moments seen so far */
export async function watchMoments(page, walletFrame) {
  await walletFrame.evaluate(() => {
    const seen = (window.__benchMoments = {})
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() !== 'I saved it') continue
        seen.card ??= Date.now()
        if (button.getAttribute('aria-disabled') === 'false') seen.armed ??= Date.now()
        if (button.__benchWatched) continue
        button.__benchWatched = true
        button.addEventListener('click', () => (seen.pressed ??= Date.now()), { capture: true })
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled'] })
  })
  await page.evaluate(() => {
    const seen = (window.__benchMoments = {})
    const look = () => {
      if (document.querySelector('button[aria-label^="Account 0x"]')) seen.account ??= Date.now()
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
  })
  return {
    /** @returns {Promise<{ card?: number, armed?: number, pressed?: number, account?: number }>} */
    async read() {
      const inFrame = await walletFrame.evaluate(() => window.__benchMoments)
      const inPage = await page.evaluate(() => window.__benchMoments)
      return { ...inFrame, ...inPage }
    },
  }
}

/** starts watching the page for the press on "Continue" and the code screen's textbox (in the modal's shadow root,
 * in the DOM with a box and passing checkVisibility, as the modal section counts its rows); `read()` gives both */
export async function watchCodeScreen(page) {
  await page.evaluate(() => {
    const seen = (window.__benchCodeScreen = {})
    window.addEventListener(
      'click',
      (event) => {
        if (event.composedPath()[0]?.textContent?.trim() === 'Continue') seen.continued ??= Date.now()
      },
      { capture: true },
    )
    const root = document.querySelector('latch-modal')?.shadowRoot
    if (!root) throw new Error('no modal to watch')
    const look = () => {
      const box = root.querySelector('input[autocomplete="one-time-code"]')
      if (seen.continued && box?.checkVisibility() && box.getBoundingClientRect().width > 0) seen.code ??= Date.now()
    }
    new MutationObserver(look).observe(root, { subtree: true, childList: true, attributes: true })
  })
  return {
    /** @returns {Promise<{ continued?: number, code?: number }>} */
    read: () => page.evaluate(() => window.__benchCodeScreen),
  }
}

/** the Playwright Frame of the wallet's iframe */
export async function walletFrameOf(page, selector = '#w3m-iframe') {
  const frame = await (await page.waitForSelector(selector, { state: 'attached' })).contentFrame()
  if (!frame) throw new Error(`no frame in ${selector}`)
  return frame
}
