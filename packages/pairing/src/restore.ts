// How a pairing session restored from storage on load is confirmed before it is shown as connected: the relay's socket
// is open, the session's topic is subscribed again, one more round trip to the relay has come back (Latch's relay
// answers a socket's requests in order, after the stored messages a subscribe brings) and the client has handled every
// message that came for the topic. A deletion the phone sent while the page was closed is known by then.

/** the parts of the WalletConnect relayer a restore watches (its socket, subscriptions and inbound messages) */
export interface RestoreRelayer {
  connected: boolean
  connecting: boolean
  /** set by the relayer when an attempt to open its socket failed, cleared once one succeeds */
  hasExperiencedNetworkDisruption?: boolean
  subscriber: { topics: string[] }
  /** messages received and not yet handled by the client, per topic */
  messages: { messagesWithoutClientAck?: Map<string, Record<string, unknown>> }
  request(payload: { method: string; params: unknown }): Promise<unknown>
  transportOpen(): Promise<void>
  once(event: 'relayer_connect', listener: () => void): unknown
}

/** the sign-client's queue of inbound requests (a deletion is one) */
export interface RestoreEngine {
  requestQueue?: { state: string; queue: unknown[] }
}

/** how often a restore looks at the relayer's state while it waits */
const POLL_MS = 50
/** how long each step may take on a slow network before the restore goes on without it */
export const RESTORE_STEP_TIMEOUT_MS = 5_000
/** how long the socket may take to open before the relay is reported down: one that answers opens in well under a
 * second, and a socket closed before it opened may say nothing until the relayer's own 15 s bound */
export const RELAY_OPEN_TIMEOUT_MS = 3_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** true once `condition` holds, false when `timeoutMs` passed first */
export async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() >= end) return false
    await sleep(POLL_MS)
  }
  return true
}

/** whether the relayer's last attempt to open its socket failed: the relay is down, not merely still connecting */
export const relayLooksDown = (relayer: RestoreRelayer): boolean =>
  !relayer.connected && Boolean(relayer.hasExperiencedNetworkDisruption)

/**
 * Resolves once the relayer's socket is open; `onDown` is called once if, meanwhile, an attempt to open it failed or
 * it did not open within {@link RELAY_OPEN_TIMEOUT_MS}.
 */
export async function relayOpen(relayer: RestoreRelayer, onDown: () => void): Promise<void> {
  if (relayer.connected) return
  const opened = new Promise<void>((resolve) => relayer.once('relayer_connect', resolve))
  // a restored client opens its socket only when something needs it: the restore does
  if (!relayer.connecting) relayer.transportOpen().catch(() => undefined)
  // the relayer says nothing when its socket fails to open: its state is looked at until it opens or looks down
  const watching = until(() => relayer.connected || relayLooksDown(relayer), RELAY_OPEN_TIMEOUT_MS)
  await Promise.race([opened, watching])
  if (relayer.connected) return
  onDown()
  await opened
}

/** nothing received for the topic waits for the client, and its request queue is idle */
function handled(relayer: RestoreRelayer, engine: RestoreEngine, topic: string): boolean {
  const waiting = relayer.messages.messagesWithoutClientAck?.get(topic)
  const queue = engine.requestQueue
  return (
    (!waiting || Object.keys(waiting).length === 0) && (!queue || (queue.state !== 'ACTIVE' && !queue.queue.length))
  )
}

/**
 * Whether the relay delivered what it stored for the topic while the page was closed and the client handled it; false
 * when the socket dropped meanwhile (the restore waits for it again).
 */
export async function relayDelivered(relayer: RestoreRelayer, engine: RestoreEngine, topic: string): Promise<boolean> {
  const subscribed = () => relayer.subscriber.topics.includes(topic)
  if (!(await until(() => subscribed() || !relayer.connected, RESTORE_STEP_TIMEOUT_MS)) || !relayer.connected)
    return false
  // one more round trip, a subscribe the relay already has (it changes nothing): Latch's relay answers it after the
  // stored messages the first one brought, and never sends a message twice on one socket
  try {
    await Promise.race([
      relayer.request({ method: 'irn_subscribe', params: { topic } }),
      sleep(RESTORE_STEP_TIMEOUT_MS).then(() => Promise.reject(new Error('The relay did not answer in time'))),
    ])
  } catch {
    if (!relayer.connected) return false
  }
  // the client handles each message after a few awaits (storage, decryption, its request queue)
  await sleep(0)
  await until(() => handled(relayer, engine, topic), RESTORE_STEP_TIMEOUT_MS)
  return relayer.connected
}
