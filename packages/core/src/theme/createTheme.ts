// Theme mode and variables of one instance (SPEC §2); the embedded wallet's frame follows each change.
import { type InstanceContext, THEME_MODE_ERROR } from '../instance/context.ts'
import type { ThemeActions } from '../latchApi.ts'
import { isThemeMode } from '../validators.ts'

export interface ThemeDeps {
  /** SYNC_THEME to the embedded wallet's frame, once it is up */
  syncEmbedded(): void
}

export function createTheme(context: InstanceContext, deps: ThemeDeps): ThemeActions {
  const { store } = context
  return {
    setThemeMode(themeMode) {
      if (!isThemeMode(themeMode)) throw new Error(THEME_MODE_ERROR)
      store.setState({ themeMode })
      deps.syncEmbedded()
    },
    /** merged over the current variables */
    setThemeVariables(themeVariables) {
      store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...themeVariables } }))
      deps.syncEmbedded()
    },
  }
}
