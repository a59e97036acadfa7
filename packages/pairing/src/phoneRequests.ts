// A request to a wallet app on this phone. The app sleeps in the background until the visitor opens it, so the request
// is published without a ping first (a sleeping app cannot answer one) and the app is opened for it right after. The
// liveness bound counts only while this page is in front: hidden, the visitor is in the wallet app, answering. Back on
// the page, the relay's socket is opened again (the phone's system may have closed it), what the relay kept is
// delivered (the answer), a publish the relay never took goes again (the same message, the same id), then the wallet
// is pinged: no answer within the bound fails the request with WalletNotResponding (a relay that does not open within
// its own bound and the liveness bound, with RelayUnreachable).
import { latchError } from '@latch/core'
import type { PairingPeer, RequestHandOff } from '@latch/core/internal'
import { pingWithin } from './ping.ts'
import { RELAY_OPEN_TIMEOUT_MS, type RestoreEngine, type RestoreRelayer, relayDelivered, relayOpen } from './restore.ts'
import { needsWallet } from './walletMethods.ts'

/** the parts of the universal provider a phone request uses */
export interface PhoneTarget {
  session?: { topic: string; peer: { metadata: PairingPeer } }
  client: {
    ping(params: { topic: string }): Promise<void>
    on(event: string, listener: (...args: never[]) => void): unknown
    off?(event: string, listener: (...args: never[]) => void): unknown
    core: { relayer: RestoreRelayer & { publisher?: { checkQueue?(): void } } }
    engine?: RestoreEngine
  }
}

/** the page whose visibility says whether the visitor is here or in the wallet app */
export type PhonePage = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document?: { visibilityState?: string }
}

export interface PhoneRequests {
  /** a request goes by hand-off now: this is a phone and the session's wallet has a link that opens its app */
  active(): boolean
  /** sends the request and resolves with the wallet's answer, across the visitor's trip to the wallet app */
  track<T>(send: () => Promise<T>): Promise<T>
  stop(): void
}

type SentEvent = { id: number; topic: string; request: { method: string } }

export function phoneRequests(
  target: PhoneTarget,
  handOff: RequestHandOff,
  options: { timeoutMs: number; window?: PhonePage },
): PhoneRequests {
  const page = options.window
  /** the requests waiting for the wallet, each by how it fails */
  const waiting = new Set<(error: Error) => void>()
  const opened = new Set<number>()
  /** counts the page's hides: a ping begun before one says nothing about the wallet */
  let hides = 0
  const hidden = () => page?.document?.visibilityState === 'hidden'
  const linksFor = (id: number, topic: string) => handOff.links({ id, topic, peer: target.session?.peer.metadata })

  // published: the wallet app opens for it, once per request
  const onSent = ({ id, topic, request }: SentEvent) => {
    if (!waiting.size || !needsWallet(request.method) || opened.has(id)) return
    opened.add(id)
    const links = linksFor(id, topic)
    if (links.length) handOff.open(links)
  }
  target.client.on('session_request_sent', onSent as never)

  /** pings the wallet while the page is in front; no answer in time, and no hide meanwhile, fails the request */
  async function judge(fail: (error: Error) => void): Promise<void> {
    const topic = target.session?.topic
    if (hidden() || !topic) return
    const since = hides
    const alive = await pingWithin(target, topic, options.timeoutMs)
    if (!alive && since === hides && !hidden() && waiting.has(fail)) fail(latchError('WalletNotResponding'))
  }

  /** back from the wallet app: the socket open again, the relay's messages delivered, then each request judged */
  async function resume(): Promise<void> {
    const topic = target.session?.topic
    if (!topic) return
    const since = hides
    const relayer = target.client.core.relayer
    // the relay client may be between attempts of its own backoff: given the open's bound and the liveness bound
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), RELAY_OPEN_TIMEOUT_MS + options.timeoutMs)
    })
    const open = await Promise.race([relayOpen(relayer, () => {}).then(() => true), late])
    clearTimeout(timer)
    if (!open) {
      if (since === hides) for (const fail of waiting) fail(latchError('RelayUnreachable'))
      return
    }
    await relayDelivered(relayer, target.client.engine ?? {}, topic)
    // a publish the socket lost before the relay took it goes again now, not at the next heartbeat
    relayer.publisher?.checkQueue?.()
    if (since === hides) for (const fail of waiting) void judge(fail)
  }

  const onVisibility = () => {
    if (hidden()) hides += 1
    else if (waiting.size) void resume()
  }
  page?.addEventListener('visibilitychange', onVisibility)

  return {
    active: () => Boolean(target.session && linksFor(0, target.session.topic).length),
    async track<T>(send: () => Promise<T>): Promise<T> {
      let fail: (error: Error) => void = () => {}
      const failed = new Promise<never>((_, reject) => {
        fail = reject
      })
      waiting.add(fail)
      try {
        const sent = send()
        void judge(fail)
        return await Promise.race([sent, failed])
      } finally {
        waiting.delete(fail)
      }
    },
    stop() {
      page?.removeEventListener('visibilitychange', onVisibility)
      target.client.off?.('session_request_sent', onSent as never)
    },
  }
}
