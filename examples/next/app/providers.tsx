'use client'
// The client boundary around Latch: one instance per browser (and per server render), created from the state the
// server read from the request's cookies.
import { createLatch, type LatchInitialState } from '@latch/core'
import { LatchProvider } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { latchOptions } from './latch'

export function Providers({ initialState, children }: { initialState: LatchInitialState; children: ReactNode }) {
  const [latch] = useState(() => createLatch({ ...latchOptions(), initialState }))
  return <LatchProvider latch={latch}>{children}</LatchProvider>
}
