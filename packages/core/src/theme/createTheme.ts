// Theme mode and variables of one instance (SPEC §2); the embedded wallet's frame follows each change.
import type { InstanceContext } from '../instance/context.ts'
import type { ThemeActions } from '../latchApi.ts'

export interface ThemeDeps {
  /** SYNC_THEME to the embedded wallet's frame, once it is up */
  syncEmbedded(): void
}

export function createTheme(context: InstanceContext, deps: ThemeDeps): ThemeActions {
  const { store } = context
  return {
    setThemeMode(themeMode) {
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
