import { test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { TEST_WALLET_NAME } from './test-wallet.ts'
import { connectButton, dialog, see, gone, focusedInside } from './ui.ts'
const openDemo = useDemo()
for (let run = 0; run < 4; run++)
test(`debug ${run}`, async () => {
  const { page } = await openDemo({ account: devAccount(1) })
  await page.evaluate(() => {
    ;(window as any).__log = []
    const describe = (e: EventTarget | null) => e instanceof Element ? `${e.tagName}(${e.getAttribute('aria-label') ?? e.textContent?.slice(0, 20)})` : String(e)
    document.addEventListener('focusin', (e) => (window as any).__log.push(`${Math.round(performance.now())} in ${describe(e.composedPath()[0] ?? null)}`), true)
    document.addEventListener('focusout', (e) => (window as any).__log.push(`${Math.round(performance.now())} out ${describe(e.composedPath()[0] ?? null)}`), true)
    const origFetch = window.fetch
    window.fetch = (...args) => { (window as any).__log.push(`${Math.round(performance.now())} fetch ${String(args[0]).slice(22, 60)}`); return origFetch(...args) }
  })
  const opener = connectButton(page)
  await opener.click()
  const modal = await see(dialog(page, 'Connect Wallet'))
  await see(modal.getByRole('button', { name: TEST_WALLET_NAME, exact: true }))
  const n = await modal.locator('button, a[href], input, select, textarea, [tabindex="0"]').count()
  for (let i = 0; i < n + 2; i++) { await page.keyboard.press('Tab'); if (!(await focusedInside(modal))) console.log('escaped at tab', i) }
  for (let i = 0; i < n + 2; i++) { await page.keyboard.press('Shift+Tab'); if (!(await focusedInside(modal))) console.log('escaped at shift-tab', i) }
  await page.keyboard.press('Escape')
  await gone(page.getByRole('dialog'))
  await page.waitForTimeout(300)
  const active = await page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent?.slice(0, 20))
  if (!active.includes('Connect')) console.log(run, active, '\n' + (await page.evaluate(() => (window as any).__log.join('\n'))))
  else console.log(run, 'ok')
})
