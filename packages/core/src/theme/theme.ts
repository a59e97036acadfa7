// Theme of SPEC §2: light or dark, else the system preference, else dark.
import { THEME_DEFAULTS } from '../firstPaintConstants.ts'
import type { ThemeMode, ThemeVariables } from '../types.ts'

export function resolveThemeMode(configured?: ThemeMode, systemPrefersDark?: boolean): ThemeMode {
  if (configured) return configured
  if (systemPrefersDark === undefined) return 'dark'
  return systemPrefersDark ? 'dark' : 'light'
}

export function systemPrefersDark(): boolean | undefined {
  if (typeof matchMedia !== 'function') return undefined
  if (matchMedia('(prefers-color-scheme: dark)').matches) return true
  if (matchMedia('(prefers-color-scheme: light)').matches) return false
  return undefined
}

export function themeVariablesWithDefaults(variables: ThemeVariables = {}): ThemeVariables {
  return { ...THEME_DEFAULTS, ...variables }
}
