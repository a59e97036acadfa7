// Theme mode and variables of SPEC §2, with their setters.
import type { ThemeMode, ThemeVariables } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchTheme} returns: the theme and its setters. */
export interface LatchTheme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
}

/**
 * The modal's theme mode and variables, and how to change them at run time.
 *
 * @example
 * ```tsx
 * const { themeMode, setThemeMode } = useLatchTheme()
 * return <button onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 * ```
 */
export function useLatchTheme(): LatchTheme {
  const latch = useLatchInstance()
  const slice = useLatchSelector((state) => ({ themeMode: state.themeMode, themeVariables: state.themeVariables }))
  return { ...slice, setThemeMode: latch.setThemeMode, setThemeVariables: latch.setThemeVariables }
}
