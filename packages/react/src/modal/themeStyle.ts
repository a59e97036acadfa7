// Theme variables of SPEC §2 turned into the CSS custom properties the modal stylesheet reads. Both palettes keep
// every text at 4.5:1 or more on the surfaces it sits on (axe-core runs over every view in both).
import type { ThemeMode, ThemeVariables } from '@latch/core'
import { onAccent } from '@latch/core/internal'
import { THEME_DEFAULTS } from '../themeDefaults.ts'

const PALETTE = {
  light: {
    background: '#ffffff',
    foreground: '#141414',
    muted: '#5b5f6a',
    surface: '#f1f2f5',
    accent: '#3b5bfd',
    error: '#c62a2f',
  },
  dark: {
    background: '#141414',
    foreground: '#f5f5f7',
    muted: '#9a9ca5',
    surface: '#232428',
    accent: '#4c63f2',
    error: '#ff6b6e',
  },
} as const

const mix = (base: string, color: string | undefined, strength: number | undefined) =>
  color && strength ? `color-mix(in srgb, ${color} ${strength}%, ${base})` : base

export { onAccent }

export function themeStyle(mode: ThemeMode, variables: ThemeVariables): Record<string, string> {
  const palette = PALETTE[mode]
  const colorMix = variables['--latch-color-mix']
  const strength = variables['--latch-color-mix-strength']
  const accent = variables['--latch-accent'] ?? palette.accent
  return {
    '--l-accent': accent,
    '--l-on-accent': onAccent(accent),
    // the accent as text (tags, links): pulled toward the text colour so it reads on tinted surfaces
    '--l-accent-ink': `color-mix(in srgb, ${accent} 60%, ${palette.foreground})`,
    '--l-error': palette.error,
    '--l-bg': mix(variables['--latch-background'] ?? palette.background, colorMix, strength),
    '--l-surface': mix(palette.surface, colorMix, strength),
    '--l-fg': palette.foreground,
    '--l-muted': palette.muted,
    '--l-font': variables['--latch-font-family'] ?? THEME_DEFAULTS.fontFamily,
    '--l-fs': variables['--latch-font-size-master'] ?? THEME_DEFAULTS.fontSize,
    '--l-radius': variables['--latch-border-radius-master'] ?? THEME_DEFAULTS.borderRadius,
    '--l-z': String(variables['--latch-z-index'] ?? THEME_DEFAULTS.zIndex),
    colorScheme: mode,
  }
}
