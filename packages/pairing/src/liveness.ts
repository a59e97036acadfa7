// Whether the phone at the other end of a pairing session still answers: wc_sessionPing before every request that needs
// the wallet and when the page comes back into focus, the relay socket's state, and the session's expiry. A session
// restored from storage is reconnecting until the relay delivered what the phone sent meanwhile (restore.ts). Reports
// go out as the provider's HEALTH_EVENT, so every adapter following the shared session hears them. On a phone whose
// wallet app opens by a link, a request goes by hand-off instead of a ping first (phoneRequests.ts).
import { latchError } from '@latch/core'
import type { RequestHandOff } from '@latch/core/internal'
import { type PhoneTarget, phoneRequests } from './phoneRequests.ts'
import { pingWithin } from './ping.ts'
import type { PairingProvider } from './provider.ts'
import { type RestoreEngine, type RestoreRelayer, relayDelivered, relayLooksDown, relayOpen, until } from './restore.ts'
import { needsWallet } from './walletMethods.ts'

/** how long a wallet may take to answer a ping before the session counts as stale: a phone that is open answers
 * through the relay in well under a second, so 5 s is slack for a slow network, not for a wallet that is gone */
export const LIVENESS_TIMEOUT_MS = 5_000

/** the provider event that carries a {@link PairingHealth} report */
export const HEALTH_EVENT = 'latch_health'

/** how long a request that needs the wallet waits for the relay's socket to open before it fails with
 * `RelayUnreachable`: a relay that answers opens it (or reopens one that merely dropped) within a few hundred ms */
export const RELAY_GRACE_MS = 1_000

/** what a liveness check found: the session's status and why */
export type PairingHealth =
  | { status: 'connected'; reason: 'walletAnswered' | 'sessionRestored' }
  | { status: 'stale'; reason: 'walletNoAnswer' }
  | { status: 'reconnecting'; reason: 'relayDown' | 'sessionRestoring' }
  | { status: 'disconnected'; reason: 'sessionExpired' }

const RESTORING: PairingHealth = { status: 'reconnecting', reason: 'sessionRestoring' }
const RELAY_DOWN: PairingHealth = { status: 'reconnecting', reason: 'relayDown' }
const WALLET_ANSWERED: PairingHealth = { status: 'connected', reason: 'walletAnswered' }

export { needsWallet } from './walletMethods.ts'

export interface Liveness {
  /** pings the session's wallet (one at a time: a check in flight is shared); true when it answered in time */
  check(): Promise<boolean>
  /** the session's health as last reported; a restored session starts reconnecting (sessionRestoring or relayDown) */
  health(): PairingHealth | undefined
  stop(): void
}

type LivenessTarget = Pick<PairingProvider, 'session' | 'request'> & {
  client: {
    ping(params: { topic: string }): Promise<void>
    on(event: string, listener: (...args: never[]) => void): unknown
    core: { relayer: RestoreRelayer & { on(event: string, listener: () => void): unknown } }
    engine?: RestoreEngine
    session?: { keys: string[] }
  }
  events: { emit(event: string, payload: unknown): boolean }
}

export interface LivenessOptions {
  timeoutMs?: number
  /** where focus and visibility come from; the page's window by default, none outside a browser */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: { visibilityState?: string } }
  /** how a request reaches the wallet app on this device (core's): on a phone, its link opens the app for it */
  handOff?: RequestHandOff
}

const installed = new WeakMap<object, Liveness>()

/**
 * the liveness {@link watchLiveness} installed on a provider, if any
 */
export const livenessOf = (provider: object): Liveness | undefined => installed.get(provider)

/**
 * Watches the provider's session once per provider: every request in {@link needsWallet} first pings the wallet and,
 * when it does not answer within the bound, fails with `WalletNotResponding` instead of waiting with no word.
 */
export function watchLiveness(provider: LivenessTarget, options: LivenessOptions = {}): Liveness {
  const existing = installed.get(provider)
  if (existing) return existing
  const timeoutMs = options.timeoutMs ?? LIVENESS_TIMEOUT_MS
  const relayer = provider.client.core.relayer
  let current: PairingHealth | undefined
  // a session there when the liveness starts was restored from storage: not vouched for until the relay delivered
  let restoring = provider.session?.topic
  const report = (health: PairingHealth) => {
    if (health.status === 'connected' || health.status === 'disconnected') restoring = undefined
    current = health
    provider.events.emit(HEALTH_EVENT, health)
  }
  let relayUp = !restoring || !relayLooksDown(relayer)
  let inFlight: Promise<boolean> | undefined
  if (restoring) current = relayUp ? RESTORING : RELAY_DOWN

  /** the wallet answering after the bound (a phone back in front) is connected again, with no request or focus */
  function answeredLate(topic: string): void {
    if (provider.session?.topic === topic && current?.status === 'stale') report(WALLET_ANSWERED)
  }

  function check(): Promise<boolean> {
    const topic = provider.session?.topic
    if (!topic) return Promise.resolve(false)
    inFlight ??= pingWithin(provider, topic, timeoutMs, () => answeredLate(topic))
      .then((alive) => {
        // a ping lost while the relay is down says nothing new about the wallet; while a restore is under way, nothing
        // the restore will not say better
        if (alive) report(WALLET_ANSWERED)
        else if (!restoring) report(relayUp ? { status: 'stale', reason: 'walletNoAnswer' } : RELAY_DOWN)
        return alive
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  /** false when the relay's socket is not open and does not open within a moment: then the wallet cannot be asked */
  async function relayReachable(): Promise<boolean> {
    // a socket still opening after the grace is as good as down here: a relay that answers opens it in well under it
    return relayer.connected || (await until(() => relayer.connected, RELAY_GRACE_MS))
  }

  const win = options.window ?? (typeof window === 'undefined' ? undefined : window)
  const phone = options.handOff
    ? phoneRequests(provider as unknown as PhoneTarget, options.handOff, { timeoutMs, window: win })
    : undefined
  const request = provider.request.bind(provider)
  provider.request = (async (args: { method: string }, ...rest: unknown[]) => {
    const send = () => (request as (...all: unknown[]) => Promise<unknown>)(args, ...rest)
    if (provider.session && needsWallet(args.method)) {
      // a phone behind a relay that is down cannot be asked: say so at once, not after the ping's bound
      if (!(await relayReachable())) throw latchError('RelayUnreachable')
      // a wallet app on this phone sleeps until the visitor opens it, so it cannot answer a ping first
      if (phone?.active()) return phone.track(send)
      if (!(await check())) throw latchError('WalletNotResponding')
    }
    return send()
  }) as typeof provider.request

  relayer.on('relayer_disconnect', () => {
    relayUp = false
    if (provider.session) report(RELAY_DOWN)
  })
  relayer.on('relayer_connect', () => {
    relayUp = true
    if (provider.session) void check()
  })

  /** a restored session is confirmed once the relay delivered what it stored for it, or its wallet answers a ping */
  async function confirmRestored(topic: string): Promise<void> {
    while (restoring === topic) {
      await relayOpen(relayer, () => {
        relayUp = false
        if (restoring === topic) report(RELAY_DOWN)
      })
      relayUp = true
      if (!(await relayDelivered(relayer, provider.client.engine ?? {}, topic))) continue
      // a deletion delivered meanwhile ended the session (its own event disconnects it): nothing to confirm
      const kept = provider.session?.topic === topic && (provider.client.session?.keys.includes(topic) ?? true)
      if (restoring === topic && kept) report({ status: 'connected', reason: 'sessionRestored' })
      if (!kept) restoring = undefined
    }
  }
  if (restoring) void confirmRestored(restoring)
  provider.client.on('session_expire', ((event: { topic?: string }) => {
    if (!event?.topic || event.topic === provider.session?.topic)
      report({ status: 'disconnected', reason: 'sessionExpired' })
  }) as never)

  const onFocus = () => {
    if (provider.session && win?.document?.visibilityState !== 'hidden') void check()
  }
  win?.addEventListener('focus', onFocus)
  win?.addEventListener('visibilitychange', onFocus)

  const liveness: Liveness = {
    check,
    health: () => current,
    stop() {
      restoring = undefined
      phone?.stop()
      win?.removeEventListener('focus', onFocus)
      win?.removeEventListener('visibilitychange', onFocus)
      installed.delete(provider)
    },
  }
  installed.set(provider, liveness)
  return liveness
}
