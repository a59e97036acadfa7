import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveThemeMode, systemPrefersDark, themeVariablesWithDefaults } from './theme.ts'

// matchMedia is the browser's boundary; this double answers the prefers-color-scheme queries
const matchMediaDouble = (scheme: 'dark' | 'light' | 'none') => (query: string) => ({
  matches: query === `(prefers-color-scheme: ${scheme})`,
})

describe('theme', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('R-2.30 a configured light or dark mode wins', () => {
    expect(resolveThemeMode('light', true)).toBe('light')
    expect(resolveThemeMode('dark', false)).toBe('dark')
  })

  it('R-2.31 without a configured mode the system preference is used', () => {
    expect(resolveThemeMode(undefined, false)).toBe('light')
    expect(resolveThemeMode(undefined, true)).toBe('dark')
  })

  it('R-2.32 without a system preference the theme falls back to dark', () => {
    expect(resolveThemeMode(undefined, undefined)).toBe('dark')
  })

  it('R-2.31 R-2.32 the system preference is read from prefers-color-scheme', () => {
    expect(systemPrefersDark()).toBeUndefined()
    vi.stubGlobal('matchMedia', matchMediaDouble('light'))
    expect(systemPrefersDark()).toBe(false)
    vi.stubGlobal('matchMedia', matchMediaDouble('dark'))
    expect(systemPrefersDark()).toBe(true)
    vi.stubGlobal('matchMedia', matchMediaDouble('none'))
    expect(resolveThemeMode(undefined, systemPrefersDark())).toBe('dark')
  })

  it('R-2.33 R-2.34 R-2.35 R-2.36 variables default to font size 10px, radius 4px, z-index 999, and can be overridden', () => {
    expect(themeVariablesWithDefaults()).toEqual({
      '--latch-font-size-master': '10px',
      '--latch-border-radius-master': '4px',
      '--latch-z-index': 999,
    })
    const custom = themeVariablesWithDefaults({
      '--latch-accent': '#00f',
      '--latch-background': '#fff',
      '--latch-color-mix': '#000',
      '--latch-color-mix-strength': 20,
      '--latch-font-family': 'Inter',
      '--latch-z-index': 50,
    })
    expect(custom).toMatchObject({
      '--latch-accent': '#00f',
      '--latch-z-index': 50,
      '--latch-font-size-master': '10px',
    })
  })
})
