// The instance itself: open(), close(), signMessage() and the other actions of core's latch.ts.
import type { Latch } from '@latch/core'
import { useLatchInstance } from '../context.ts'

export function useLatch(): Latch {
  return useLatchInstance()
}
