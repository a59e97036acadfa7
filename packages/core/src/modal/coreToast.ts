// A toast of core's own text: the English message for the dApp's state, and its name for the modal's translation.
import { TEXTS } from '../errors.ts'
import type { CoreTextName, Toast } from '../instance/state.ts'

export const coreToast = (text: CoreTextName, variant: Toast['variant']): Toast => ({
  message: TEXTS[text],
  variant,
  text,
})
