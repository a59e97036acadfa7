// The instance's events: the latest one as state, and optionally every one to a listener.
import type { LatchEvent, LatchEventListener } from '@latch/core'
import { useEffect, useRef, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

/** An event with the time it was received (milliseconds since the epoch). */
export interface LatchEventRecord {
  timestamp: number
  data: LatchEvent
}

/**
 * The instance's last event; `listener` is called for each event as it happens.
 *
 * @example
 * ```tsx
 * useLatchEvents((event) => {
 *   if (event.type === 'CONNECT_SUCCESS') console.log('connected', event.data.connectorId)
 * })
 * ```
 */
export function useLatchEvents(listener?: LatchEventListener): LatchEventRecord | undefined {
  const latch = useLatchInstance()
  const [latest, setLatest] = useState<LatchEventRecord>()
  const listenerRef = useRef(listener)
  listenerRef.current = listener
  useEffect(
    () =>
      latch.subscribeEvents((event) => {
        setLatest({ timestamp: Date.now(), data: event })
        listenerRef.current?.(event)
      }),
    [latch],
  )
  return latest
}
