// SPEC §9's ranking of a network's RPC URLs, on the transport createWagmiConfig builds, against two endpoints of the
// devnet's anvil (`/a` and `/b`, told apart on their way there). Each ranking round is run by the test: the ranking's
// pings are held until released (ok, failed or timed out), its latency clock is the test's, its 4 s wait is held.
import { defineNetwork } from '@latch/core'
import { getClient } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { createWagmiConfig } from '../src/wagmi.ts'
import { type RecordedClock, recordClock } from './recordedClock.ts'

type Name = 'a' | 'b'
type Outcome = 'ok' | 'fail'

const anvil = injectedDevnet().rpcUrls[0]
const realFetch = globalThis.fetch

let clock: RecordedClock
/** requests (not pings) each endpoint received, and whether it refuses them */
let hits: Record<Name, number>
let refusing: Record<Name, boolean>
let pings: { name: Name; release(outcome: Outcome): void }[]
const pingWatchers = new Set<() => void>()

const busy = () => new Response('busy', { status: 503 })

beforeEach(() => {
  clock = recordClock({ holdWaits: true })
  hits = { a: 0, b: 0 }
  refusing = { a: false, b: false }
  pings = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const name = new URL(String(input)).pathname.slice(1)
    if (name !== 'a' && name !== 'b') return realFetch(input, init)
    const forward = () => realFetch(anvil, init)
    const items = [JSON.parse(String(init?.body))].flat() as { method: string }[]
    if (!items.some((item) => item.method === 'net_listening')) {
      hits[name]++
      return refusing[name] ? busy() : forward()
    }
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      pings.push({ name, release: (outcome) => resolve(outcome === 'ok' ? forward() : busy()) })
      for (const watcher of [...pingWatchers]) watcher()
    })
  })
})

afterEach(() => clock.restore())

/** the client of chain 31337 over two URLs of the same anvil; its ranking starts with it */
function client(order: [Name, Name]) {
  const network = defineNetwork({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: order.map((name) => `${anvil}/${name}`) } },
  })
  const rpc = getClient(createWagmiConfig({ networks: [network] }), { chainId: 31337 })
  if (!rpc) throw new Error('no client for chain 31337')
  return rpc
}

function untilPings(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (pings.length < count) return
      pingWatchers.delete(check)
      resolve()
    }
    pingWatchers.add(check)
    check()
  })
}

const ping = (name: Name) => {
  const found = pings.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no ping to ${name}`)
  pings.splice(pings.indexOf(found), 1)
  return found
}

let rounds = 0
/** one ranking round; `slow` answers 500 ms after the other (both 500 ms when absent) */
async function round(outcomes: Record<Name, Outcome>, slow?: Name) {
  rounds++
  if (rounds > 1) clock.runWaits()
  await untilPings(2)
  if (slow) {
    const fast: Name = slow === 'a' ? 'b' : 'a'
    ping(fast).release(outcomes[fast])
    // its latency is read before the clock moves: two start reads per endpoint and round, then this end
    await clock.untilRankingReads(4 * (rounds - 1) + 3)
    clock.advance(500)
    ping(slow).release(outcomes[slow])
  } else {
    clock.advance(500)
    ping('a').release(outcomes.a)
    ping('b').release(outcomes.b)
  }
  await clock.untilHeldWaits(rounds)
}

/** the endpoint a request goes to first, in the order the ranking keeps */
async function first(rpc: ReturnType<typeof client>): Promise<Name> {
  hits = { a: 0, b: 0 }
  await rpc.request({ method: 'eth_chainId' })
  expect(hits.a + hits.b).toBe(1)
  return hits.a ? 'a' : 'b'
}

describe("RPC ranking and fallback over a network's URLs (SPEC §9)", () => {
  beforeEach(() => {
    rounds = 0
  })

  it('R-9.60 R-9.57 a failing endpoint ranks last; a request falls back across the URLs in that order', async () => {
    const rpc = client(['a', 'b'])
    await round({ a: 'fail', b: 'ok' })
    expect(await first(rpc)).toBe('b')
    expect(clock.waits).toEqual([4_000])
    // the ranked first now refuses: the request goes on to the next URL
    refusing.b = true
    hits = { a: 0, b: 0 }
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(hits).toEqual({ a: 1, b: 1 })
  })

  it('R-9.59 a ping not answered within the 1 s ranking timeout counts as failed', async () => {
    const rpc = client(['a', 'b'])
    rounds = 1
    await untilPings(2)
    expect(clock.timeouts).toEqual([1_000, 1_000])
    ping('b').release('ok')
    await clock.untilRankingReads(3)
    clock.advance(500)
    clock.expireTimeouts()
    await clock.untilHeldWaits(1)
    expect(await first(rpc)).toBe('b')
  })

  it('R-9.58 ranks on the last 10 samples', async () => {
    // a fails one round in the first; equal latencies, so only stability orders them, and a tie keeps the URL order
    const rpc = client(['a', 'b'])
    await round({ a: 'fail', b: 'ok' })
    for (let n = 2; n <= 10; n++) await round({ a: 'ok', b: 'ok' })
    expect(await first(rpc)).toBe('b')
    await round({ a: 'ok', b: 'ok' })
    expect(await first(rpc)).toBe('a')
  })

  it('R-9.61 latency counts: of two stable endpoints the faster ranks first', async () => {
    const rpc = client(['a', 'b'])
    await round({ a: 'ok', b: 'ok' }, 'a')
    expect(await first(rpc)).toBe('b')
  })

  it('R-9.60 R-9.61 stability weighs 0.7 against latency 0.3', async () => {
    // a is stable and slow; b is fast and fails twice. b overtakes a once its stability exceeds 1 - 0.3/0.7 = 0.571:
    // at 2 failures in 4 (0.5) a stays first, in 5 (0.6) b goes first; other weights move that point
    const rpc = client(['a', 'b'])
    await round({ a: 'ok', b: 'fail' }, 'a')
    await round({ a: 'ok', b: 'fail' }, 'a')
    await round({ a: 'ok', b: 'ok' }, 'a')
    await round({ a: 'ok', b: 'ok' }, 'a')
    expect(await first(rpc)).toBe('a')
    await round({ a: 'ok', b: 'ok' }, 'a')
    expect(await first(rpc)).toBe('b')
  })
})
