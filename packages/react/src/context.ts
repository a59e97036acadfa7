// The instance a LatchProvider hands to its hooks, buttons and modal: never a module singleton.
// the class, not latchError: the first chunk throws it without the table of every code
import { ConfigurationError } from '@latch/core'
import type { Latch } from '@latch/core'
import { createContext, useContext } from './reactBindings.ts'

export const LatchContext = createContext<Latch | null>(null)

export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch)
    throw new ConfigurationError('InvalidOption', {
      params: { reason: 'Latch hooks and buttons must be used inside <LatchProvider>' },
    })
  return latch
}
