import { describe, expect, it } from 'vitest'
import { isRtlLocale, LOCALES, matchLocale, resolveLocale } from './locales.ts'

describe('locales', () => {
  it('speaks at least 20 languages, among them the product names', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(20)
    for (const locale of [
      'ar',
      'de',
      'es',
      'fr',
      'hi',
      'id',
      'it',
      'ja',
      'ko',
      'pt-BR',
      'ru',
      'th',
      'tr',
      'uk',
      'vi',
      'zh-CN',
      'zh-TW',
      'fa',
      'he',
    ])
      expect(LOCALES).toContain(locale)
  })
  it('matches a tag exactly, by region or script variant, then by language', () => {
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('zh-Hant-HK')).toBe('zh-TW')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('ZH_tw')).toBe('zh-TW')
    expect(matchLocale('iw')).toBe('he')
    expect(matchLocale('sw')).toBeUndefined()
  })
  it('takes the first preferred language it speaks, else English', () => {
    expect(resolveLocale(['sw-KE', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(['sw'])).toBe('en')
    expect(resolveLocale([])).toBe('en')
  })
  it('lays Arabic, Persian and Hebrew out right to left', () => {
    expect(LOCALES.filter(isRtlLocale)).toEqual(['ar', 'fa', 'he'])
  })
})
