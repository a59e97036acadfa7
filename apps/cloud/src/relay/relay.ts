// The pairing relay (SPEC §1, §7): the WalletConnect v2 relay protocol on a `ws` server at /relay of the cloud's
// HTTP server. Store-and-forward with each message's TTL; with a Redis URL, topics are shared across processes.
import { createHash } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { type Broker, createMemoryBroker } from './broker.ts'
import { RelayConnection } from './connection.ts'
import {
  error,
  PARAMS,
  type ParamsOf,
  parseFrame,
  type RelayMessage,
  type RelayMethod,
  RPC_ERROR,
  type RpcId,
  result,
  subscriptionPush,
  TAGS,
} from './protocol.ts'
import { createTokenBucket } from './rate.ts'
import { createRedisBroker } from './redis-broker.ts'

export interface RelayOptions {
  /** redis://… shares topics and stored messages with every relay process on the same Redis */
  redisUrl?: string
  path?: string
  /** larger frames get an error reply and the socket is closed (1009) */
  maxFrameBytes?: number
  /** per connection: frames at once, and refill per second */
  rateLimit?: { burst: number; perSecond: number }
  /** WalletConnect clients drop a socket that has not been pinged for 35 s */
  pingIntervalMs?: number
  maxTtlSeconds?: number
  maxSubscriptionsPerConnection?: number
  log?: (line: string) => void
}

export interface Relay {
  readonly path: string
  /** open sockets right now */
  connectionCount(): number
  /** ends every socket with 1001 (clients reconnect elsewhere) and stops; call before closing the HTTP server */
  close(): Promise<void>
}

export const RELAY_DEFAULTS = {
  path: '/relay',
  maxFrameBytes: 256 * 1024,
  rateLimit: { burst: 100, perSecond: 100 },
  pingIntervalMs: 15_000,
  maxTtlSeconds: 30 * 24 * 3600,
  maxSubscriptionsPerConnection: 1000,
} as const

const DEFAULT_TTL_SECONDS = 300
/** refused frames in a row after which a client is treated as abusive and disconnected */
const MAX_REFUSED_IN_A_ROW = 1000

type Reply = { value: unknown; after?: () => Promise<void> }

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** the relay-auth JWT's `iss` (the client's did:key), read without verifying: the JWT is not checked yet */
function clientKeyOf(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const iss = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss
    return typeof iss === 'string' && iss.length > 0 && iss.length <= 256 ? iss : undefined
  } catch {
    return undefined
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  const body = JSON.stringify({ error: reason })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

export async function attachRelay(server: Server, options: RelayOptions = {}): Promise<Relay> {
  const path = options.path ?? RELAY_DEFAULTS.path
  const maxFrameBytes = options.maxFrameBytes ?? RELAY_DEFAULTS.maxFrameBytes
  const rateLimit = options.rateLimit ?? RELAY_DEFAULTS.rateLimit
  const maxTtlSeconds = options.maxTtlSeconds ?? RELAY_DEFAULTS.maxTtlSeconds
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? RELAY_DEFAULTS.maxSubscriptionsPerConnection
  const log = options.log ?? ((line: string) => console.error(`[relay] ${line}`))

  const connections = new Set<RelayConnection>()
  /** topic → this process's subscribed sockets */
  const local = new Map<string, Set<RelayConnection>>()
  /** client key → delivery keys it acknowledged (or fetched) → expiry; survives its reconnects */
  const delivered = new Map<string, Map<string, number>>()
  let nextPushId = Date.now() * 1000

  const onPublication = (message: RelayMessage) => {
    for (const connection of local.get(message.topic) ?? []) deliver(connection, message)
  }
  const broker: Broker = options.redisUrl
    ? await createRedisBroker(options.redisUrl, onPublication, log)
    : createMemoryBroker(onPublication)

  const deliveryKey = (message: RelayMessage) => `${message.topic}:${message.hash}`
  const wasDelivered = (connection: RelayConnection, key: string) =>
    connection.sent.has(key) || delivered.get(connection.clientKey)?.has(key) === true
  const markDelivered = (clientKey: string, key: string, expiresAt: number) => {
    let keys = delivered.get(clientKey)
    if (!keys) delivered.set(clientKey, (keys = new Map()))
    keys.set(key, expiresAt)
  }

  function deliver(connection: RelayConnection, message: RelayMessage) {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (!subscriptionId || message.publisher === connection.clientKey || message.expiresAt <= Date.now()) return
    const key = deliveryKey(message)
    if (wasDelivered(connection, key)) return
    const id = nextPushId++
    connection.sent.set(key, message.expiresAt)
    connection.awaitingAck.set(id, { key, expiresAt: message.expiresAt })
    connection.send(subscriptionPush(id, subscriptionId, message))
  }

  async function subscribe(connection: RelayConnection, topic: string): Promise<string> {
    const existing = connection.subscriptions.get(topic)
    if (existing) return existing
    if (connection.subscriptions.size >= maxSubscriptions) {
      throw new RpcError(RPC_ERROR.invalidParams, `Too many subscriptions: at most ${maxSubscriptions} per connection`)
    }
    // the id the client computes itself: sha256(topic + its did:key)
    const id = sha256(topic + connection.clientKey)
    connection.subscriptions.set(topic, id)
    let sockets = local.get(topic)
    if (!sockets) {
      local.set(topic, (sockets = new Set()))
      // listening before reading the store leaves no gap; a message seen both ways is sent once
      await broker.listen(topic)
    }
    sockets.add(connection)
    return id
  }

  async function deliverStored(connection: RelayConnection, topics: string[]) {
    for (const topic of topics) {
      for (const message of await broker.fetch(topic)) deliver(connection, message)
    }
  }

  async function unsubscribe(connection: RelayConnection, topic: string) {
    if (!connection.subscriptions.delete(topic)) return
    const sockets = local.get(topic)
    sockets?.delete(connection)
    if (sockets && sockets.size === 0) {
      local.delete(topic)
      await broker.unlisten(topic)
    }
  }

  async function publish(
    connection: RelayConnection,
    params: { topic: string; message: string; ttl?: number; tag?: number; attestation?: string },
    tag = params.tag ?? 0,
  ) {
    const publishedAt = Date.now()
    const ttl = Math.min(params.ttl ?? DEFAULT_TTL_SECONDS, maxTtlSeconds)
    await broker.publish({
      topic: params.topic,
      message: params.message,
      publishedAt,
      tag,
      ...(params.attestation === undefined ? {} : { attestation: params.attestation }),
      expiresAt: publishedAt + ttl * 1000,
      hash: sha256(params.message),
      publisher: connection.clientKey,
    })
  }

  const handlers: { [M in RelayMethod]: (connection: RelayConnection, params: ParamsOf<M>) => Promise<Reply> } = {
    async irn_subscribe(connection, { topic }) {
      const id = await subscribe(connection, topic)
      return { value: id, after: () => deliverStored(connection, [topic]) }
    },
    async irn_batchSubscribe(connection, { topics }) {
      const ids: string[] = []
      for (const topic of topics) ids.push(await subscribe(connection, topic))
      return { value: ids, after: () => deliverStored(connection, topics) }
    },
    async irn_unsubscribe(connection, { topic }) {
      await unsubscribe(connection, topic)
      return { value: true }
    },
    async irn_batchUnsubscribe(connection, { subscriptions }) {
      for (const { topic } of subscriptions) await unsubscribe(connection, topic)
      return { value: true }
    },
    async irn_publish(connection, params) {
      await publish(connection, params)
      return { value: true }
    },
    async irn_batchPublish(connection, { messages }) {
      for (const message of messages) await publish(connection, message)
      return { value: true }
    },
    async irn_fetchMessages(connection, { topic }) {
      return { value: { messages: await fetchUndelivered(connection, [topic]), hasMore: false } }
    },
    async irn_batchFetchMessages(connection, { topics }) {
      return { value: { messages: await fetchUndelivered(connection, topics), hasMore: false } }
    },
    async wc_proposeSession(connection, { pairingTopic, sessionProposal, ttl, attestation }) {
      await subscribe(connection, pairingTopic)
      await publish(connection, { topic: pairingTopic, message: sessionProposal, ttl, attestation }, TAGS.sessionPropose)
      return { value: true, after: () => deliverStored(connection, [pairingTopic]) }
    },
    async wc_approveSession(connection, params) {
      const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest } = params
      const rest = { ttl: params.ttl, attestation: params.attestation }
      await subscribe(connection, sessionTopic)
      await publish(connection, { topic: pairingTopic, message: sessionProposalResponse, ...rest }, TAGS.sessionProposeResponse)
      await publish(connection, { topic: sessionTopic, message: sessionSettlementRequest, ...rest }, TAGS.sessionSettle)
      return { value: true, after: () => deliverStored(connection, [sessionTopic]) }
    },
  }

  /** a fetch is a delivery: what it returns is not pushed again to this client */
  async function fetchUndelivered(connection: RelayConnection, topics: string[]) {
    const messages = []
    for (const topic of topics) {
      for (const message of await broker.fetch(topic)) {
        const key = deliveryKey(message)
        if (message.publisher === connection.clientKey || wasDelivered(connection, key)) continue
        connection.sent.set(key, message.expiresAt)
        markDelivered(connection.clientKey, key, message.expiresAt)
        const { topic: t, message: body, publishedAt, tag, attestation } = message
        messages.push(attestation === undefined ? { topic: t, message: body, publishedAt, tag } : { topic: t, message: body, publishedAt, tag, attestation })
      }
    }
    return messages
  }

  async function handleRequest(connection: RelayConnection, id: RpcId, method: string, rawParams: unknown) {
    if (!Object.hasOwn(handlers, method)) {
      connection.send(error(id, RPC_ERROR.methodNotFound, `Method not found: ${method.slice(0, 64)}`))
      return
    }
    const name = method as RelayMethod
    const parsed = PARAMS[name].safeParse(rawParams)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      connection.send(error(id, RPC_ERROR.invalidParams, `Invalid params: ${issue?.path.join('.') || 'params'}: ${issue?.message}`))
      return
    }
    try {
      const handler = handlers[name] as (connection: RelayConnection, params: unknown) => Promise<Reply>
      const reply = await handler(connection, parsed.data)
      connection.send(result(id, reply.value))
      await reply.after?.()
    } catch (caught) {
      if (caught instanceof RpcError) connection.send(error(id, caught.code, caught.message))
      else {
        log(`${method} failed: ${String(caught)}`)
        connection.send(error(id, RPC_ERROR.internal, 'Internal error'))
      }
    }
  }

  function onFrame(connection: RelayConnection, data: RawData, isBinary: boolean) {
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength
    if (size > maxFrameBytes) {
      connection.send(error(null, RPC_ERROR.tooLarge, `Frame too large: the limit is ${maxFrameBytes} bytes`))
      connection.socket.close(1009, 'Frame too large')
      return
    }
    if (isBinary) {
      connection.send(error(null, RPC_ERROR.invalidRequest, 'Invalid request: text frames only'))
      return
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8')
    const frame = parseFrame(text)
    if (!connection.bucket.take()) {
      if (frame.kind === 'request') connection.send(error(frame.id, RPC_ERROR.rateLimited, 'Rate limit exceeded'))
      if (++connection.refused >= MAX_REFUSED_IN_A_ROW) connection.socket.close(1008, 'Rate limit exceeded')
      return
    }
    connection.refused = 0
    if (frame.kind === 'invalid') connection.send(error(frame.id, frame.code, frame.message))
    else if (frame.kind === 'response') {
      const pending = connection.awaitingAck.get(frame.id)
      if (!pending) return
      connection.awaitingAck.delete(frame.id)
      markDelivered(connection.clientKey, pending.key, pending.expiresAt)
    } else {
      const { id, method, params } = frame
      connection.queue = connection.queue.then(() => handleRequest(connection, id, method, params))
    }
  }

  async function onClose(connection: RelayConnection) {
    connections.delete(connection)
    await connection.queue
    for (const topic of [...connection.subscriptions.keys()]) await unsubscribe(connection, topic)
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes * 4, perMessageDeflate: false })

  function onConnection(socket: WebSocket, url: URL) {
    const connection = new RelayConnection(socket, clientKeyOf(url.searchParams.get('auth')), createTokenBucket(rateLimit.burst, rateLimit.perSecond))
    connections.add(connection)
    socket.on('message', (data, isBinary) => {
      try {
        onFrame(connection, data, isBinary)
      } catch (caught) {
        log(`frame handling failed: ${String(caught)}`)
      }
    })
    socket.on('pong', () => (connection.alive = true))
    // ws reports protocol errors (e.g. a frame over maxPayload) here and closes the socket itself
    socket.on('error', (caught) => log(`socket error: ${caught.message}`))
    socket.on('close', () => {
      onClose(connection).catch((caught: unknown) => log(`close cleanup failed: ${String(caught)}`))
    })
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (url.pathname !== path) return refuseUpgrade(socket, 404, 'Not Found')
    if (!url.searchParams.get('projectId')) return refuseUpgrade(socket, 400, 'Project ID Missing')
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, url))
  }
  server.on('upgrade', onUpgrade)

  const heartbeat = setInterval(() => {
    const time = Date.now()
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
      for (const [key, expiresAt] of connection.sent) if (expiresAt <= time) connection.sent.delete(key)
    }
    for (const [clientKey, keys] of delivered) {
      for (const [key, expiresAt] of keys) if (expiresAt <= time) keys.delete(key)
      if (keys.size === 0) delivered.delete(clientKey)
    }
  }, options.pingIntervalMs ?? RELAY_DEFAULTS.pingIntervalMs)
  heartbeat.unref()

  return {
    path,
    connectionCount: () => connections.size,
    async close() {
      clearInterval(heartbeat)
      server.off('upgrade', onUpgrade)
      const closing = [...connections].map((connection) => connection.queue)
      for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
      // a client that does not answer the close handshake is cut off
      const deadline = setTimeout(() => {
        for (const client of wss.clients) client.terminate()
      }, 2000)
      await Promise.allSettled(closing)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => {
        const check = () => (wss.clients.size === 0 ? resolve() : setTimeout(check, 20))
        check()
      })
      clearTimeout(deadline)
      await broker.close()
    },
  }
}
