// The modal's languages in Chromium: a visitor whose browser speaks Arabic gets the modal in Arabic, laid
// out right to left inside the shadow root; switching the language at run time fetches that locale's chunk only.
import { LOCALES } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { devAccount, useDemo } from './harness.ts'
import { dialog, see } from './ui.ts'

const account = devAccount(4)
const openDemo = useDemo()
/** Vite names a locale's chunk after its file: de-[hash].js, zh-CN-[hash].js */
const LOCALE_CHUNK = new RegExp(`/(${LOCALES.join('|')})-[\\w-]{8}\\.js$`)

describe('languages', () => {
  test('a browser that speaks Arabic gets the modal in Arabic, dir="rtl" in the shadow root, Back on the right and mirrored', async () => {
    const { page } = await openDemo({ account, context: { locale: 'ar-EG' } })
    await page.getByRole('button', { name: 'ربط المحفظة', exact: true }).click()
    const connect = await see(dialog(page, 'ربط المحفظة'))
    const root = await page.evaluate(() => {
      const element = document.querySelector('latch-modal')?.shadowRoot?.querySelector('.root')
      return { dir: element?.getAttribute('dir'), lang: element?.getAttribute('lang') }
    })
    expect(root).toEqual({ dir: 'rtl', lang: 'ar' })
    await connect.getByRole('button', { name: 'كل المحافظ', exact: true }).click()
    const all = await see(dialog(page, 'كل المحافظ'))
    const back = await all.getByRole('button', { name: 'رجوع', exact: true }).boundingBox()
    const close = await all.getByRole('button', { name: 'إغلاق', exact: true }).boundingBox()
    expect(back!.x).toBeGreaterThan(close!.x)
    // the arrow points right, toward where Back leads in a right-to-left layout
    const arrow = await all
      .getByRole('button', { name: 'رجوع', exact: true })
      .locator('svg')
      .evaluate((svg) => getComputedStyle(svg).transform)
    expect(arrow).toBe('matrix(-1, 0, 0, 1, 0, 0)')
  })

  test('English needs no locale chunk; choosing Deutsch at run time fetches de only, and the modal speaks German', async () => {
    const { page } = await openDemo({ account })
    const chunks: string[] = []
    page.on('request', (request) => {
      if (LOCALE_CHUNK.test(new URL(request.url()).pathname))
        chunks.push(new URL(request.url()).pathname.split('/').pop()!)
    })
    await see(page.getByRole('button', { name: 'Connect Wallet', exact: true }))
    await page.waitForLoadState('networkidle')
    expect(chunks).toEqual([])
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await page.getByRole('button', { name: 'Wallet verbinden', exact: true }).click()
    await see(dialog(page, 'Wallet verbinden').getByRole('button', { name: 'Alle Wallets', exact: true }))
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toMatch(/^de-[\w-]{8}\.js$/)
  })
})
