// Whether the phone at the other end of a pairing session still answers: wc_sessionPing before every request that needs
// the wallet and when the page comes back into focus, the relay socket's state, and the session's expiry. Reports go
// out as the provider's HEALTH_EVENT, so every adapter following the shared session hears them.
import { latchError } from '@latch/core'
import type { PairingProvider } from './provider.ts'

/** how long a wallet may take to answer a ping before the session counts as stale: a phone that is open answers
 * through the relay in well under a second, so 5 s is slack for a slow network, not for a wallet that is gone */
export const LIVENESS_TIMEOUT_MS = 5_000

/** the provider event that carries a {@link PairingHealth} report */
export const HEALTH_EVENT = 'latch_health'

/** what a liveness check found: the session's status and why */
export type PairingHealth =
  | { status: 'connected'; reason: 'walletAnswered' }
  | { status: 'stale'; reason: 'walletNoAnswer' }
  | { status: 'reconnecting'; reason: 'relayDown' }
  | { status: 'disconnected'; reason: 'sessionExpired' }

/** the requests only the wallet itself can answer (the provider answers reads from the session or the RPC) */
const WALLET_METHOD =
  /^(personal_sign|eth_sign|eth_signTypedData(_v\d)?|eth_sendTransaction|eth_signTransaction|wallet_(sendCalls|switchEthereumChain|addEthereumChain|grantPermissions)|solana_sign\w*|signMessage|sendTransfer|signPsbt)$/

export const needsWallet = (method: string): boolean => WALLET_METHOD.test(method)

export interface Liveness {
  /** pings the session's wallet (one at a time: a check in flight is shared); true when it answered in time */
  check(): Promise<boolean>
  stop(): void
}

type LivenessTarget = Pick<PairingProvider, 'session' | 'request'> & {
  client: {
    ping(params: { topic: string }): Promise<void>
    on(event: string, listener: (...args: never[]) => void): unknown
    core: { relayer: { on(event: string, listener: () => void): unknown } }
  }
  events: { emit(event: string, payload: unknown): boolean }
}

export interface LivenessOptions {
  timeoutMs?: number
  /** where focus and visibility come from; the page's window by default, none outside a browser */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: { visibilityState?: string } }
}

const installed = new WeakMap<object, Liveness>()

/** pings in time or not: a ping that does not answer within the bound is a wallet that is not there */
function pingWithin(provider: LivenessTarget, topic: string, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answered = provider.client.ping({ topic }).then(
    () => true,
    () => false,
  )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}

/**
 * Watches the provider's session once per provider: every request in {@link needsWallet} first pings the wallet and,
 * when it does not answer within the bound, fails with `WalletNotResponding` instead of waiting with no word.
 */
export function watchLiveness(provider: LivenessTarget, options: LivenessOptions = {}): Liveness {
  const existing = installed.get(provider)
  if (existing) return existing
  const timeoutMs = options.timeoutMs ?? LIVENESS_TIMEOUT_MS
  const report = (health: PairingHealth) => provider.events.emit(HEALTH_EVENT, health)
  let relayUp = true
  let inFlight: Promise<boolean> | undefined

  function check(): Promise<boolean> {
    const topic = provider.session?.topic
    if (!topic) return Promise.resolve(false)
    inFlight ??= pingWithin(provider, topic, timeoutMs)
      .then((alive) => {
        // a ping lost while the relay is down says nothing new about the wallet
        if (alive) report({ status: 'connected', reason: 'walletAnswered' })
        else
          report(
            relayUp ? { status: 'stale', reason: 'walletNoAnswer' } : { status: 'reconnecting', reason: 'relayDown' },
          )
        return alive
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  const request = provider.request.bind(provider)
  provider.request = (async (args: { method: string }, ...rest: unknown[]) => {
    if (provider.session && needsWallet(args.method) && !(await check())) throw latchError('WalletNotResponding')
    return (request as (...all: unknown[]) => Promise<unknown>)(args, ...rest)
  }) as typeof provider.request

  provider.client.core.relayer.on('relayer_disconnect', () => {
    relayUp = false
    if (provider.session) report({ status: 'reconnecting', reason: 'relayDown' })
  })
  provider.client.core.relayer.on('relayer_connect', () => {
    relayUp = true
    if (provider.session) void check()
  })
  provider.client.on('session_expire', ((event: { topic?: string }) => {
    if (!event?.topic || event.topic === provider.session?.topic)
      report({ status: 'disconnected', reason: 'sessionExpired' })
  }) as never)

  const win = options.window ?? (typeof window === 'undefined' ? undefined : window)
  const onFocus = () => {
    if (provider.session && win?.document?.visibilityState !== 'hidden') void check()
  }
  win?.addEventListener('focus', onFocus)
  win?.addEventListener('visibilitychange', onFocus)

  const liveness: Liveness = {
    check,
    stop() {
      win?.removeEventListener('focus', onFocus)
      win?.removeEventListener('visibilitychange', onFocus)
      installed.delete(provider)
    },
  }
  installed.set(provider, liveness)
  return liveness
}
