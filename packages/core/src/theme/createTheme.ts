// Theme mode and variables of one instance (SPEC §2); the embedded wallet's frame follows each change. Without a
// configured mode the system preference decides, also when it changes, until the app sets a mode itself.
import { latchError } from '../errors/classes.ts'
import { type InstanceContext, THEME_MODE_ERROR } from '../instance/context.ts'
import type { ThemeActions } from '../latchApi.ts'
import { isThemeMode } from '../validators.ts'
import { resolveThemeMode } from './theme.ts'

export interface ThemeDeps {
  /** SYNC_THEME to the embedded wallet's frame, once it is up */
  syncEmbedded(): void
}

export function createTheme(context: InstanceContext, deps: ThemeDeps) {
  const { store, options } = context
  let chosen = Boolean(options.themeMode)
  const actions: ThemeActions = {
    setThemeMode(themeMode) {
      if (!isThemeMode(themeMode)) throw latchError('InvalidOption', { params: { reason: THEME_MODE_ERROR } })
      chosen = true
      store.setState({ themeMode })
      deps.syncEmbedded()
    },
    /** merged over the current variables */
    setThemeVariables(themeVariables) {
      store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...themeVariables } }))
      deps.syncEmbedded()
    },
  }
  return {
    actions,
    /** mount(): a change of the system's colour scheme is followed while no mode was set */
    followSystem() {
      if (typeof matchMedia !== 'function') return
      const query = matchMedia('(prefers-color-scheme: dark)')
      query.addEventListener?.('change', (event) => {
        if (chosen) return
        store.setState({ themeMode: resolveThemeMode(undefined, event.matches) })
        deps.syncEmbedded()
      })
    },
  }
}
