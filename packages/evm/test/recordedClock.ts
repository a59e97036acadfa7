// A recorded clock for viem's transport: the waits viem asks for (retry backoff, the ranking interval), its request
// timeouts and the ranking's latency clock are recorded and run by the test, so spacing, timeouts and ranking rounds
// are counted, never timed (house rule). Only viem's own calls are touched; every other timer runs as usual.
import { vi } from 'vitest'

const VIEM_WAIT = /[\\/]viem[\\/].*utils[\\/]wait\.[jt]s/
const VIEM_TIMEOUT = /[\\/]viem[\\/].*withTimeout\.[jt]s/
const VIEM_RANKING = /[\\/]viem[\\/].*transports[\\/]fallback\.[jt]s/

const calledFrom = (file: RegExp) => file.test(new Error().stack ?? '')

export interface RecordedClockOptions {
  /** waits run only when the test calls runWaits(); by default they run at once */
  holdWaits?: boolean
  /** every request timeout fires at once (a node that never answers); by default they wait for expireTimeouts() */
  timeoutsExpire?: boolean
}

export type RecordedClock = ReturnType<typeof recordClock>

export function recordClock(options: RecordedClockOptions = {}) {
  const realSetTimeout = globalThis.setTimeout
  const realClearTimeout = globalThis.clearTimeout
  const realNow = Date.now.bind(Date)
  /** every wait viem asked for, in order */
  const waits: number[] = []
  /** every request timeout viem set, in order */
  const timeouts: number[] = []
  const heldWaits: (() => void)[] = []
  let heldInAll = 0
  const pendingTimeouts = new Map<unknown, () => void>()
  let now = 0
  let rankingReads = 0
  const watchers = new Set<() => void>()
  const changed = () => {
    for (const watcher of [...watchers]) watcher()
  }
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return
        watchers.delete(check)
        resolve()
      }
      watchers.add(check)
      check()
    })

  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms = 0, ...rest: unknown[]) => {
    if (calledFrom(VIEM_WAIT)) {
      waits.push(ms)
      if (!options.holdWaits) return realSetTimeout(handler, 0)
      heldWaits.push(handler)
      heldInAll++
      changed()
      return realSetTimeout(() => {}, 0)
    }
    if (calledFrom(VIEM_TIMEOUT)) {
      timeouts.push(ms)
      if (options.timeoutsExpire) return realSetTimeout(handler, 0)
      // held until the test expires it or viem clears it (the request settled first)
      const id = realSetTimeout(() => {}, 2 ** 31 - 1)
      pendingTimeouts.set(id, handler)
      return id
    }
    return realSetTimeout(handler, ms, ...rest)
  }) as typeof setTimeout)

  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((id: Parameters<typeof clearTimeout>[0]) => {
    pendingTimeouts.delete(id)
    realClearTimeout(id)
  }) as typeof clearTimeout)

  // the ranking measures each ping's latency as two reads of Date.now; those reads get the test's clock
  vi.spyOn(Date, 'now').mockImplementation(() => {
    if (!calledFrom(VIEM_RANKING)) return realNow()
    rankingReads++
    queueMicrotask(changed)
    return now
  })

  return {
    waits,
    timeouts,
    /** moves the ranking's clock on */
    advance(ms: number) {
      now += ms
    },
    /** resolves once the ranking has read its clock this many times in all (two reads per endpoint per round) */
    untilRankingReads: (count: number) => until(() => rankingReads >= count),
    /** resolves once this many waits have been held in all (the ranking holds one at the end of each round) */
    untilHeldWaits: (count: number) => until(() => heldInAll >= count),
    /** runs the waits held so far (the next ranking round starts) */
    runWaits() {
      for (const run of heldWaits.splice(0)) run()
    },
    /** fires every request timeout still pending: those requests time out now */
    expireTimeouts() {
      const handlers = [...pendingTimeouts.values()]
      pendingTimeouts.clear()
      for (const handler of handlers) handler()
    },
    restore() {
      vi.restoreAllMocks()
      for (const id of pendingTimeouts.keys()) realClearTimeout(id as ReturnType<typeof setTimeout>)
      pendingTimeouts.clear()
    },
  }
}
