// Theme mode and variables of SPEC §2, with their setters.
import type { ThemeMode, ThemeVariables } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

export interface LatchTheme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
}

export function useLatchTheme(): LatchTheme {
  const latch = useLatchInstance()
  const slice = useLatchSelector((state) => ({ themeMode: state.themeMode, themeVariables: state.themeVariables }))
  return { ...slice, setThemeMode: latch.setThemeMode, setThemeVariables: latch.setThemeVariables }
}
