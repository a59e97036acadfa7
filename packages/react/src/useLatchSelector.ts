// Reads a slice of instance state with useSyncExternalStore, keeping the last result while it is equal. The server
// and a hydrating client read the instance's initial state, so both render alike; stored state comes next render.
import type { LatchState } from '@latch/core'
import { useRef, useSyncExternalStore } from './reactBindings.ts'
import { useLatchInstance } from './context.ts'
import { shallowEqual } from './shallowEqual.ts'

export function useLatchSelector<T>(
  select: (state: LatchState) => T,
  equal: (last: T, next: T) => boolean = shallowEqual,
): T {
  const latch = useLatchInstance()
  const last = useRef<{ value: T } | null>(null)
  const initial = useRef<{ value: T } | null>(null)
  const getSnapshot = () => {
    const next = select(latch.getState())
    if (last.current && equal(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }
  const getServerSnapshot = () => (initial.current ??= { value: select(latch.getInitialState()) }).value
  return useSyncExternalStore(latch.subscribe, getSnapshot, getServerSnapshot)
}
