// One client socket: its subscriptions, what it was sent and has acknowledged, its rate budget and liveness.
import { randomUUID } from 'node:crypto'
import { WebSocket } from 'ws'
import type { RpcId } from './protocol.ts'
import type { TokenBucket } from './rate.ts'

export interface PendingAck {
  key: string
  expiresAt: number
}

export class RelayConnection {
  readonly id = randomUUID()
  /** topic → subscription id */
  readonly subscriptions = new Map<string, string>()
  /** delivery keys pushed on this socket (never twice on one socket) → when the message expires */
  readonly sent = new Map<string, number>()
  /** irn_subscription request id → the message it carried, until the client answers */
  readonly awaitingAck = new Map<RpcId, PendingAck>()
  /** requests run one after another, so a subscribe is in place before the publish sent after it */
  queue: Promise<void> = Promise.resolve()
  /** answered the last ping */
  alive = true
  /** frames refused in a row by the rate limit */
  refused = 0

  /** who the client is across reconnects: its relay-auth `iss` (did:key); a client without one is keyed by its socket */
  readonly clientKey: string

  constructor(
    readonly socket: WebSocket,
    clientKey: string | undefined,
    readonly bucket: TokenBucket,
  ) {
    this.clientKey = clientKey ?? `socket:${this.id}`
  }

  send(text: string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text)
  }
}
