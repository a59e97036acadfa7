// Defaults of SPEC §2 theme variables, mirrored from core's THEME_DEFAULTS plus the font stack.
import { THEME_DEFAULTS as CORE_THEME_DEFAULTS } from '@latch/core/internal'

export const THEME_DEFAULTS = {
  fontSize: CORE_THEME_DEFAULTS['--latch-font-size-master'],
  borderRadius: CORE_THEME_DEFAULTS['--latch-border-radius-master'],
  zIndex: CORE_THEME_DEFAULTS['--latch-z-index'],
  // SPEC §2 fonts come from a font service; with none configured the system stack is used
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const
