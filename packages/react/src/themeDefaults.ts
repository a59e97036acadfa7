// Defaults of SPEC §2 theme variables, mirrored from core's THEME_DEFAULTS plus the font stack.
import { constants } from '@latch/core'

export const THEME_DEFAULTS = {
  fontSize: constants.THEME_DEFAULTS['--latch-font-size-master'],
  borderRadius: constants.THEME_DEFAULTS['--latch-border-radius-master'],
  zIndex: constants.THEME_DEFAULTS['--latch-z-index'],
  // SPEC §2 fonts come from a font service; with none configured the system stack is used
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const
