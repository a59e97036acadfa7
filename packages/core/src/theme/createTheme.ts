// Theme mode and variables of one instance (SPEC §2); the embedded wallet's frame follows each change.
import type { InstanceContext } from '../instance/context.ts'
import type { ThemeMode, ThemeVariables } from '../types.ts'

export interface ThemeDeps {
  /** SYNC_THEME to the embedded wallet's frame, once it is up */
  syncEmbedded(): void
}

export function createTheme(context: InstanceContext, deps: ThemeDeps) {
  const { store } = context
  return {
    setThemeMode(themeMode: ThemeMode) {
      store.setState({ themeMode })
      deps.syncEmbedded()
    },
    /** merged over the current variables */
    setThemeVariables(themeVariables: ThemeVariables) {
      store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...themeVariables } }))
      deps.syncEmbedded()
    },
  }
}
