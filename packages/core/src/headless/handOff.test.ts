// The phone hand-off: each next link only while the visitor is still on the page, so an app that opened ends it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HAND_OFF_WAIT_MS, handOff } from './handOff.ts'

const LADDER = ['wallet://wc?uri=x', 'https://wallet.example/wc?uri=x', 'https://store.example/wallet']

describe('handOff', () => {
  afterEach(() => vi.useRealTimers())

  it('R-1.3 a wallet that is not installed: every rung is tried in turn, the store last', () => {
    vi.useFakeTimers()
    const opened: string[] = []
    handOff(LADDER, { open: (link) => opened.push(link), left: () => false })
    expect(opened).toEqual([LADDER[0]])
    vi.advanceTimersByTime(HAND_OFF_WAIT_MS)
    expect(opened).toEqual(LADDER.slice(0, 2))
    vi.advanceTimersByTime(HAND_OFF_WAIT_MS * 5)
    expect(opened).toEqual(LADDER)
  })

  it('R-1.3 the app opened (the page went to the background): nothing more is opened', () => {
    vi.useFakeTimers()
    const opened: string[] = []
    let left = false
    handOff(LADDER, { open: (link) => opened.push(link), left: () => left })
    left = true
    vi.advanceTimersByTime(HAND_OFF_WAIT_MS * 5)
    expect(opened).toEqual([LADDER[0]])
  })

  it('a cancelled hand-off opens nothing more', () => {
    vi.useFakeTimers()
    const opened: string[] = []
    const cancel = handOff(LADDER, { open: (link) => opened.push(link), left: () => false })
    cancel()
    vi.advanceTimersByTime(HAND_OFF_WAIT_MS * 5)
    expect(opened).toEqual([LADDER[0]])
  })
})
