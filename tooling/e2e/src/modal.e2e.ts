// The Connect view of a fresh visitor: what it lists, how it closes, where focus goes.
import { describe, expect, test } from 'vitest'
import type { Route } from 'playwright-core'
import { recordDialogAnimations } from './animations.ts'
import { devAccount, useDemo } from './harness.ts'
import { TEST_WALLET_ICON, TEST_WALLET_NAME } from '@latch/testing'
import { connectButton, dialog, focusedInside, gone, see, waitForFocus } from './ui.ts'

// no connection is made here, so the account's balances stay untouched
const account = devAccount(1)
const openDemo = useDemo()

describe('Connect modal', () => {
  test('R-1.1 R-2.8 R-1.2 R-2.37 R-9.65: opening while disconnected shows dialog "Connect Wallet" (360px wide) listing the announced wallet with its icon', async () => {
    const { page } = await openDemo({ account })
    await connectButton(page).click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    expect(await modal.getAttribute('aria-modal')).toBe('true')
    const wallet = await see(modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    expect(await wallet.locator('img').first().getAttribute('src')).toBe(TEST_WALLET_ICON)
    await see(modal.getByRole('button', { name: 'All Wallets', exact: true }))
    await see(modal.getByRole('button', { name: 'Close', exact: true }))
    expect(await modal.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
    // the layout width: the opening animation scales the card for 150 ms, which a bounding box would include
    expect(await modal.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(360)
  })

  test('R-4.1 CONTRACT: Escape closes the dialog and focus returns to the Connect button; Tab and Shift+Tab stay inside', async () => {
    const { page } = await openDemo({ account })
    const opener = connectButton(page)
    await opener.click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    await see(modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    const focusables = await modal.locator('button, a[href], input, select, textarea, [tabindex="0"]').count()
    for (let step = 0; step < focusables + 2; step++) {
      await page.keyboard.press('Tab')
      expect(await focusedInside(modal), `focus after Tab #${step + 1}`).toBe(true)
    }
    for (let step = 0; step < focusables + 2; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusedInside(modal), `focus after Shift+Tab #${step + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await gone(page.getByRole('dialog'))
    await waitForFocus(page, opener)
  })

  test('R-4.1: while the dialog is open the page behind it is inert and hidden from assistive technology; closing gives it back', async () => {
    const { page } = await openDemo({ account })
    await connectButton(page).click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    // the page is hidden once the dialog has painted: its own button leaves the accessibility tree
    await expect.poll(() => connectButton(page).count()).toBe(0)
    // the page's own elements (the embedded wallet's frame belongs to the dialog while its card shows)
    const inertOfPage = () =>
      page.evaluate(() =>
        [...document.body.children]
          .filter((element) => !['latch-modal', 'script', 'iframe'].includes(element.localName))
          .map((element) => element.hasAttribute('inert')),
      )
    const whileOpen = await inertOfPage()
    expect(whileOpen.length).toBeGreaterThan(0)
    expect(whileOpen.every(Boolean)).toBe(true)
    await modal.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(page.getByRole('dialog'))
    await see(connectButton(page))
    expect((await inertOfPage()).some(Boolean)).toBe(false)
  })

  test("R-2.11 R-9.12 R-9.10 R-9.11: closing resets the view, so reopening after All Wallets shows Connect again; the view slides in for 150 ms, its title fades in for 120 ms, the dialog's height follows in 150 ms", async () => {
    const { page } = await openDemo({ account })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    await see(connect.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    // Connect grows while its wallets arrive: its settled height is the one the next view changes from
    const heightOf = () => connect.evaluate((element) => (element as HTMLElement).offsetHeight)
    let heightBefore = await heightOf()
    await expect
      .poll(
        async () => {
          const previous = heightBefore
          await page.waitForTimeout(300)
          heightBefore = await heightOf()
          return heightBefore === previous
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    const animations = await recordDialogAnimations(page)
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
    const allWallets = await see(dialog(page, 'All Wallets'))
    const search = await see(allWallets.getByRole('searchbox', { name: 'Search wallet' }))
    // the view that came next animates in, as long as SPEC §9's view transition
    const animation = await search.evaluate((element) => {
      const style = getComputedStyle(element.closest('.view') as Element)
      return `${style.animationName} ${style.animationDuration}`
    })
    expect(animation).toBe('latch-next 0.15s')
    // the new title fades in, as long as SPEC §9's header text animation
    const title = await allWallets.getByRole('heading', { name: 'All Wallets', exact: true }).evaluate((heading) => {
      const style = getComputedStyle(heading.firstElementChild as Element)
      return `${style.animationName} ${style.animationDuration}`
    })
    expect(title).toBe('latch-title 0.12s')
    // a view of another height: the dialog went from the old height to the new one in SPEC §9's 150 ms
    // (the catalogue's list may take a while on a busy machine: expect.poll's own 1 s is too short for it)
    await expect
      .poll(() => allWallets.evaluate((element) => (element as HTMLElement).offsetHeight), { timeout: 15_000 })
      .not.toBe(heightBefore)
    await expect.poll(() => animations('height'), { timeout: 15_000 }).toContain(150)
    await allWallets.getByRole('button', { name: 'Close', exact: true }).click()
    await gone(page.getByRole('dialog'))
    await connectButton(page).click()
    await see(dialog(page, 'Connect Wallet'))
  })

  test('R-9.10: the opening shows its title with the card; from the first change on, each new title fades in for 120 ms, the first one again after Back', async () => {
    const { page } = await openDemo({ account })
    await connectButton(page).click()
    const connect = await see(dialog(page, 'Connect Wallet'))
    const titleAnimation = (name: string) =>
      page
        .getByRole('dialog')
        .getByRole('heading', { name, exact: true })
        .evaluate((heading) => {
          const style = getComputedStyle(heading.firstElementChild as Element)
          return `${style.animationName} ${style.animationDuration}`
        })
    // the card pops in with its first title: no fade of its own on top
    expect(await titleAnimation('Connect Wallet')).toMatch(/^none /)
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
    const allWallets = await see(dialog(page, 'All Wallets'))
    expect(await titleAnimation('All Wallets')).toBe('latch-title 0.12s')
    await allWallets.getByRole('button', { name: 'Back', exact: true }).click()
    await see(dialog(page, 'Connect Wallet'))
    expect(await titleAnimation('Connect Wallet')).toBe('latch-title 0.12s')
  })

  // with a browser wallet the wallets lead (rows arrive above the socials), without one the socials do (rows below)
  for (const [order, wallet] of [
    ['above', account],
    ['below', undefined],
  ] as const) {
    test(`R-9.11: rows that arrive ${order} a pressed button move nothing: the press becomes a click, then the card's height follows`, async () => {
      // the featured wallets are held, so that they arrive in the middle of a press
      const held: Route[] = []
      const { page } = await openDemo({
        ...(wallet ? { account: wallet } : {}),
        init: async (context) => {
          await context.route('**/getWallets*', (route) => void held.push(route))
        },
      })
      await connectButton(page).click()
      const modal = await see(dialog(page, 'Connect Wallet'))
      const more = await see(modal.getByRole('button', { name: 'More social logins', exact: true }))
      await page.waitForTimeout(300)
      const before = (await more.boundingBox())!
      const height = async () => (await modal.boundingBox())!.height
      const pressedHeight = await height()
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2)
      await page.mouse.down()
      for (const route of held.splice(0)) await route.continue()
      await see(modal.getByRole('button', { name: 'MetaMask', exact: true }))
      // a person's press lasts about this long: the rows are in, and nothing moved under the pointer
      await page.waitForTimeout(200)
      expect(Math.round((await more.boundingBox())!.y)).toBe(Math.round(before.y))
      await page.mouse.up()
      await see(modal.getByRole('button', { name: 'Continue with Farcaster', exact: true }))
      expect(await more.getAttribute('aria-expanded')).toBe('true')
      // released, the card takes its new height
      await expect.poll(height).toBeGreaterThan(pressedHeight)
    })
  }

  test('closed, the dialog is rendered, styled and laid out ahead of the press, and no frame shows it or lets anyone reach it', async () => {
    const { page } = await openDemo({
      account,
      init: async (context) => {
        await context.addInitScript(() => {
          // every frame from the start: is the closed dialog shown? and each change of its inline style
          const seen = { shownInFrame: 0, styleChanges: 0, frames: 0 }
          Object.assign(window, { __closedDialog: seen })
          let watched: Element | undefined
          const frame = () => {
            const overlay = document.querySelector('latch-modal')?.shadowRoot?.querySelector('.overlay')
            if (overlay && overlay !== watched) {
              watched = overlay
              new MutationObserver((records) => {
                seen.styleChanges += records.length
              }).observe(overlay, { attributes: true, attributeFilter: ['style'] })
            }
            seen.frames++
            if (overlay?.checkVisibility()) seen.shownInFrame++
            requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        })
      },
    })
    await see(connectButton(page))
    const closed = () =>
      page.evaluate(() => {
        const overlay = document.querySelector('latch-modal')?.shadowRoot?.querySelector('.overlay')
        const row = [...(overlay?.querySelectorAll('button') ?? [])].find((button) =>
          button.textContent?.includes('Latch Test Wallet'),
        )
        const { shownInFrame, styleChanges, frames } = (
          window as unknown as { __closedDialog: { shownInFrame: number; styleChanges: number; frames: number } }
        ).__closedDialog
        return {
          rendered: Boolean(row),
          prepared: styleChanges >= 2,
          hidden: (overlay as HTMLElement | null)?.style.getPropertyValue('display') === 'none',
          shownInFrame,
          frames,
        }
      })
    // the hidden dialog lists the wallet and was shown for one layout while the page was idle
    await expect.poll(closed, { timeout: 15_000 }).toMatchObject({ rendered: true, prepared: true, hidden: true })
    await page.waitForTimeout(300)
    const after = await closed()
    expect(after.frames).toBeGreaterThan(10)
    expect(after.shownInFrame).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await connectButton(page).click()
    await see((await see(dialog(page, 'Connect Wallet'))).getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
  })

  test('a wallet announced while the modal is closed is in the hidden dialog before the press, and shows at the opening', async () => {
    const { page } = await openDemo({ account })
    await see(connectButton(page))
    const hiddenWallets = () =>
      page.evaluate(() =>
        [...(document.querySelector('latch-modal')?.shadowRoot?.querySelectorAll('.overlay .row .name') ?? [])].map(
          (name) => name.textContent,
        ),
      )
    await expect.poll(hiddenWallets, { timeout: 15_000 }).toContain(TEST_WALLET_NAME)
    await page.evaluate(() => {
      const provider = { request: async () => [], on: () => provider, removeListener: () => provider }
      const info = {
        uuid: crypto.randomUUID(),
        name: 'Late Wallet',
        rdns: 'dev.latch.late',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      }
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    })
    // the closed view renders again with the state (its own subscriptions are off while hidden)
    await expect.poll(hiddenWallets, { timeout: 15_000 }).toContain('Late Wallet')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await connectButton(page).click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    await see(modal.getByRole('button', { name: 'Late Wallet', exact: true }))
  })

  test("every font of the Connect view's text is made before the first opening: the opening lays out no font size or weight for the first time", async () => {
    const { page } = await openDemo({ account })
    await connectButton(page).click()
    const modal = await see(dialog(page, 'Connect Wallet'))
    await see(modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
    const { view, warmed } = await modal.evaluate((card) => {
      const fontOf = (element: Element) => {
        const style = getComputedStyle(element)
        return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      }
      const hasText = (element: Element) =>
        element instanceof HTMLInputElement
          ? Boolean(element.placeholder || element.value)
          : [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      const fonts = (elements: Iterable<Element>) => [...new Set([...elements].filter(hasText).map(fontOf))].sort()
      // the hidden text the modal lays out while the page is idle: no role or name a person could find it by
      const warmup = (card.getRootNode() as ShadowRoot).querySelector('.font-warmup')
      return {
        view: fonts([...card.querySelectorAll('*')].filter((element) => element.checkVisibility())),
        warmed: fonts(warmup ? [warmup, ...warmup.querySelectorAll('*')] : []),
      }
    })
    expect(view.length).toBeGreaterThan(2)
    expect(view.filter((font) => !warmed.includes(font))).toEqual([])
  })
})
