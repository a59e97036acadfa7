import { describe, expect, it } from 'vitest'
import { themeStyle } from './themeStyle.ts'

describe('themeStyle', () => {
  it('R-2.34 R-2.35 R-2.36: master font size 10px, border radius 4px and z-index 999 by default', () => {
    const style = themeStyle('dark', {})
    expect(style['--l-fs']).toBe('10px')
    expect(style['--l-radius']).toBe('4px')
    expect(style['--l-z']).toBe('999')
  })
  it('R-2.30: light and dark modes use different backgrounds and set the colour scheme', () => {
    expect(themeStyle('light', {}).colorScheme).toBe('light')
    expect(themeStyle('light', {})['--l-bg']).not.toBe(themeStyle('dark', {})['--l-bg'])
  })
  it('R-2.33: accent, background, font family, sizes and z-index come from the theme variables', () => {
    const style = themeStyle('light', {
      '--latch-accent': '#ff0066',
      '--latch-background': '#fafafa',
      '--latch-font-family': 'Inter',
      '--latch-font-size-master': '12px',
      '--latch-border-radius-master': '0px',
      '--latch-z-index': 5000,
    })
    expect(style).toMatchObject({
      '--l-accent': '#ff0066',
      '--l-bg': '#fafafa',
      '--l-font': 'Inter',
      '--l-fs': '12px',
      '--l-radius': '0px',
      '--l-z': '5000',
    })
  })
  it('R-2.33: the colour mix tints backgrounds by its strength, and only when both are set', () => {
    const style = themeStyle('dark', { '--latch-color-mix': '#00ff00', '--latch-color-mix-strength': 20 })
    expect(style['--l-bg']).toBe('color-mix(in srgb, #00ff00 20%, #141414)')
    expect(themeStyle('dark', { '--latch-color-mix': '#00ff00' })['--l-bg']).toBe('#141414')
  })
})

describe('onAccent', () => {
  it('keeps white text on a dark enough accent and turns it near-black on a light one (4.5:1)', async () => {
    const { onAccent } = await import('./themeStyle.ts')
    expect(onAccent('#3b5bfd')).toBe('#ffffff')
    expect(onAccent('#4c63f2')).toBe('#ffffff')
    expect(onAccent('#667dff')).toBe('#141414')
    expect(onAccent('#ffcc00')).toBe('#141414')
    expect(onAccent('rebeccapurple')).toBe('#ffffff')
  })
})
