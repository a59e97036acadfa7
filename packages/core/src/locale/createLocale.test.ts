// The locale feature through createLatch (an adapter double stands in for a wallet).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { memoryStorage } from '../storage.ts'
import { adapterDouble, devnetA, setup } from '../testDoubles.ts'

afterEach(() => vi.unstubAllGlobals())

describe('locale', () => {
  it('starts from the locale option, matched to a supported one', () => {
    expect(setup({ locale: 'de-CH' }).latch.getState().locale).toBe('de')
    expect(setup({ locale: 'ar' }).latch.getState().locale).toBe('ar')
  })
  it('reads navigator.languages in mount(), not at creation: creating an instance stays server-safe', () => {
    const languages = vi.fn(() => ['sw', 'ja-JP'])
    vi.stubGlobal('navigator', {
      get languages() {
        return languages()
      },
    })
    const latch = createLatch({
      adapters: [adapterDouble().adapter],
      networks: [devnetA],
      storage: memoryStorage(),
      ssr: true,
    })
    expect(languages).not.toHaveBeenCalled()
    expect(latch.getState().locale).toBe('en')
    latch.mount()
    expect(latch.getState().locale).toBe('ja')
  })
  it('keeps the locale option over the browser’s languages', () => {
    vi.stubGlobal('navigator', { languages: ['fr'] })
    expect(setup({ locale: 'he' }).latch.getState().locale).toBe('he')
  })
  it('switches at run time; an unsupported tag falls back to its language, else English', () => {
    const { latch } = setup()
    latch.setLocale('zh-Hant')
    expect(latch.getState().locale).toBe('zh-TW')
    latch.setLocale('pt-PT')
    expect(latch.getState().locale).toBe('pt-BR')
    latch.setLocale('xx')
    expect(latch.getState().locale).toBe('en')
  })
})
