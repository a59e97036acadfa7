// The instance a LatchProvider hands to its hooks, buttons and modal: never a module singleton.
import { latchError } from '@latch/core'
import type { Latch } from '@latch/core'
import { createContext, useContext } from 'react'

export const LatchContext = createContext<Latch | null>(null)

export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch)
    throw latchError('InvalidOption', {
      params: { reason: 'Latch hooks and buttons must be used inside <LatchProvider>' },
    })
  return latch
}
