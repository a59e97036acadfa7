// One client socket: its subscriptions, what it was sent and has acknowledged, its rate budget and liveness.
import { randomUUID } from 'node:crypto'
import { WebSocket } from 'ws'
import type { Acknowledged } from './broker.ts'
import type { RpcId } from './protocol.ts'
import type { TokenBucket } from './rate.ts'

export class RelayConnection {
  readonly id = randomUUID()
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>()
  /** delivery keys pushed on this socket (never twice on one socket) → when the message expires */
  readonly sent = new Map<string, number>()
  /** irn_subscription request id → the message it carried, until the client answers */
  readonly awaitingAck = new Map<RpcId, Acknowledged>()
  /** requests start one after another, so a subscribe is in place before the publish sent after it; a request
   * holds the next until it is done, a publish only until its message is queued for the store */
  queue: Promise<void> = Promise.resolve()
  /** answered the last ping */
  alive = true
  /** frames refused in a row by the rate limit */
  refused = 0
  /** acknowledgements being stored where other processes read them; every reply waits for them (not the work:
   * Redis runs one connection's commands in order, so a reply after a publish costs no extra round trip) */
  ackWrites: Promise<unknown> | undefined
  private corked = false

  /**
   * @param clientKey who the client is across reconnects: the `iss` (did:key) of its verified relay-auth JWT
   * @param ip its address, counted against the per-address connection limit
   */
  constructor(
    readonly socket: WebSocket,
    readonly clientKey: string,
    readonly ip: string,
    readonly bucket: TokenBucket,
  ) {}

  /** frames sent in one tick leave in one write (one syscall instead of one per frame) */
  send(text: string) {
    if (this.socket.readyState !== WebSocket.OPEN) return
    const raw = (this.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket
    if (raw && !this.corked) {
      this.corked = true
      raw.cork()
      process.nextTick(() => {
        this.corked = false
        raw.uncork()
      })
    }
    this.socket.send(text)
  }
}
